import { useLoaderData, useMatch } from "@tanstack/react-router";
import type { PageContent } from "../content/schema";
import { ContentPage } from "./ContentPage";
import { PreviewNotice } from "./parts/PreviewNotice";

/**
 * The component of a page drawn from the studio's parts (`contentRoute` with a loader): as
 * `RoutePage`, with a preview's notice above the copy when a preview link opened it. Apart from
 * `RoutePage`, so the pages without previews (home among them) do not load the notice's code.
 */
export function PreviewRoutePage() {
  const pageId = useMatch({ strict: false, select: (match) => match.staticData.pageId });
  const data = useLoaderData({ strict: false }) as { page: PageContent; preview?: boolean };
  if (!pageId) throw new Error("PreviewRoutePage: the route gives no page id (see contentRoute)");
  return (
    <ContentPage
      pageId={pageId}
      content={data.page}
      notice={data.preview ? <PreviewNotice preview /> : undefined}
    />
  );
}
