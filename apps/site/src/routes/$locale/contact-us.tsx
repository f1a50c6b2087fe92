import { DefaultLayout } from "@rawafed/design-system";
import { ContactForm } from "@rawafed/forms";
import { createFileRoute } from "@tanstack/react-router";
import { Hydrate } from "@tanstack/react-start";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { submitContact } from "../../runtime/forms";
import { nearScreen } from "../../runtime/hydration";
import { getPageContent } from "../../runtime/serverFns";

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
  return (
    <ContentPage pageId="contactUs" layout={DefaultLayout} content={Route.useLoaderData()}>
      {/* Below the fold on a phone: its code loads as it nears the screen. */}
      <Hydrate when={nearScreen()}>
        <ContactForm onSubmit={submitContact} />
      </Hydrate>
    </ContentPage>
  );
}
