import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/board-members")({
  loader: ({ params }) => getPageContent({ data: { locale: params.locale, page: "boardMembers" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "boardMembers",
          ...loaderData,
        })
      : {},
  component: BoardMembersPage,
});

function BoardMembersPage() {
  return (
    <ContentPage pageId="boardMembers" layout={DefaultLayout} content={Route.useLoaderData()} />
  );
}
