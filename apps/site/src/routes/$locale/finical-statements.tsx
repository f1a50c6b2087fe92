import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/finical-statements")({
  loader: ({ params }) =>
    getPageContent({ data: { locale: params.locale, page: "finicalStatements" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "finicalStatements",
          ...loaderData,
        })
      : {},
  component: FinicalStatementsPage,
});

function FinicalStatementsPage() {
  return (
    <ContentPage
      pageId="finicalStatements"
      layout={DefaultLayout}
      content={Route.useLoaderData()}
    />
  );
}
