import { DefaultLayout } from "@rawafed/design-system";
import { JobApplicationForm } from "@rawafed/forms";
import { createFileRoute } from "@tanstack/react-router";
import { Hydrate } from "@tanstack/react-start";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { submitJobApplication } from "../../runtime/forms";
import { nearScreen } from "../../runtime/hydration";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/careers")({
  loader: ({ params }) => getPageContent({ data: { locale: params.locale, page: "careers" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "careers",
          ...loaderData,
        })
      : {},
  component: CareersPage,
});

function CareersPage() {
  return (
    <ContentPage pageId="careers" layout={DefaultLayout} content={Route.useLoaderData()}>
      {/* Below the fold on a phone: its code loads as it nears the screen. */}
      <Hydrate when={nearScreen()}>
        <JobApplicationForm onSubmit={submitJobApplication} />
      </Hydrate>
    </ContentPage>
  );
}
