import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/team")({
  loader: ({ params }) => getPageContent({ data: { locale: params.locale, page: "team" } }),
  head: ({ params, loaderData }) =>
    loaderData ? pageHead({ locale: params.locale, pageId: "team", ...loaderData }) : {},
  component: TeamPage,
});

function TeamPage() {
  return <ContentPage pageId="team" layout={DefaultLayout} content={Route.useLoaderData()} />;
}
