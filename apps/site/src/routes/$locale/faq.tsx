import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/faq")({
  loader: ({ params }) => getPageContent({ data: { locale: params.locale, page: "faq" } }),
  head: ({ params, loaderData }) =>
    loaderData ? pageHead({ locale: params.locale, pageId: "faq", ...loaderData }) : {},
  component: FaqPage,
});

function FaqPage() {
  return <ContentPage pageId="faq" layout={DefaultLayout} content={Route.useLoaderData()} />;
}
