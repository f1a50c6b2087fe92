import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../server/content";

export const Route = createFileRoute("/$locale/")({
  loader: ({ params }) => getPageContent({ data: { locale: params.locale, page: "home" } }),
  head: ({ match, params, loaderData }) =>
    loaderData
      ? pageHead({ context: match.context, locale: params.locale, pageId: "home", ...loaderData })
      : {},
  component: HomePage,
});

function HomePage() {
  return <ContentPage pageId="home" content={Route.useLoaderData()} />;
}
