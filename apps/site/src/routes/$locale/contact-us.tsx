import { DefaultLayout } from "@rawafed/design-system";
import { ContactForm } from "@rawafed/forms";
import { createFileRoute } from "@tanstack/react-router";
import { Hydrate } from "@tanstack/react-start";
import { visible } from "@tanstack/react-start/hydration";
import { submitContact } from "../../client/forms";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../server/content";

export const Route = createFileRoute("/$locale/contact-us")({
  loader: ({ params }) => getPageContent({ data: { locale: params.locale, page: "contactUs" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "contactUs",
          ...loaderData,
        })
      : {},
  component: ContactUsPage,
});

function ContactUsPage() {
  const { locale } = Route.useParams();
  return (
    <ContentPage pageId="contactUs" layout={DefaultLayout} content={Route.useLoaderData()}>
      {/* The form's code (validation, the HTTP client) loads as the form nears the screen,
          not with the page; until then its server HTML keeps what is typed (earlyInput). A new
          boundary per language, as an unhydrated one keeps its server HTML. */}
      <Hydrate key={locale} when={visible({ rootMargin: "400px" })}>
        <ContactForm onSubmit={submitContact} />
      </Hydrate>
    </ContentPage>
  );
}
