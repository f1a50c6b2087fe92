import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/values")({
  loader: ({ params }) => getPageContent({ data: { locale: params.locale, page: "values" } }),
  head: ({ params, loaderData }) =>
    loaderData ? pageHead({ locale: params.locale, pageId: "values", ...loaderData }) : {},
  component: ValuesPage,
});

function ValuesPage() {
  return <ContentPage pageId="values" layout={DefaultLayout} content={Route.useLoaderData()} />;
}
