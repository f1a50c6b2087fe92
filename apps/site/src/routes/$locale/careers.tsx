import { DefaultLayout } from "@rawafed/design-system";
import { JobApplicationForm } from "@rawafed/forms";
import { createFileRoute } from "@tanstack/react-router";
import { Hydrate } from "@tanstack/react-start";
import { visible } from "@tanstack/react-start/hydration";
import { submitJobApplication } from "../../client/forms";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../server/content";

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
  const { locale } = Route.useParams();
  return (
    <ContentPage pageId="careers" layout={DefaultLayout} content={Route.useLoaderData()}>
      {/* The form's code (validation, the CV upload, the HTTP client) loads as the form nears the screen,
          not with the page; until then its server HTML keeps what is typed (earlyInput). A new
          boundary per language, as an unhydrated one keeps its server HTML. */}
      <Hydrate key={locale} when={visible({ rootMargin: "400px" })}>
        <JobApplicationForm onSubmit={submitJobApplication} />
      </Hydrate>
    </ContentPage>
  );
}
