import { NoneLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/event")({
  loader: ({ params }) => getPageContent({ data: { locale: params.locale, page: "event" } }),
  head: ({ params, loaderData }) =>
    loaderData ? pageHead({ locale: params.locale, pageId: "event", ...loaderData }) : {},
  component: EventPage,
});

function EventPage() {
  return <ContentPage pageId="event" layout={NoneLayout} content={Route.useLoaderData()} />;
}
