import { NoneLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/invitation")({
  loader: ({ params }) => getPageContent({ data: { locale: params.locale, page: "invitation" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "invitation",
          ...loaderData,
        })
      : {},
  component: InvitationPage,
});

function InvitationPage() {
  return <ContentPage pageId="invitation" layout={NoneLayout} content={Route.useLoaderData()} />;
}
