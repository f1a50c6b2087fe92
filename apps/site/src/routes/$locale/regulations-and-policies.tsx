import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/regulations-and-policies")({
  loader: ({ params }) =>
    getPageContent({ data: { locale: params.locale, page: "regulationsAndPolicies" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "regulationsAndPolicies",
          ...loaderData,
        })
      : {},
  component: RegulationsAndPoliciesPage,
});

function RegulationsAndPoliciesPage() {
  return (
    <ContentPage
      pageId="regulationsAndPolicies"
      layout={DefaultLayout}
      content={Route.useLoaderData()}
    />
  );
}
