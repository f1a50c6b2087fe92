import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/why-rawafed")({
  loader: ({ params }) => getPageContent({ data: { locale: params.locale, page: "whyRawafed" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "whyRawafed",
          ...loaderData,
        })
      : {},
  component: WhyRawafedPage,
});

function WhyRawafedPage() {
  return <ContentPage pageId="whyRawafed" layout={DefaultLayout} content={Route.useLoaderData()} />;
}
