import { useLoaderData, useMatch } from "@tanstack/react-router";
import type { ComponentType, ReactNode } from "react";
import type { PageContent } from "../content/schema";
import { ContentPage } from "./ContentPage";

// The component of a content route (`contentRoute`): routes name it as their `component`, so that
// TanStack's code splitting puts it, and the page's layout, sections and styles, in the route's
// chunk rather than the router's.

/**
 * The page of a content route: its id from the route (`staticData`), its copy from the route's
 * loader (the copy itself, or its `page`), then `children`.
 */
export function RoutePage({ children }: { children?: ReactNode }) {
  const pageId = useMatch({ strict: false, select: (match) => match.staticData.pageId });
  const data = useLoaderData({ strict: false }) as PageContent | { page: PageContent };
  if (!pageId) throw new Error("RoutePage: the route gives no page id (see contentRoute)");
  return (
    <ContentPage pageId={pageId} content={"page" in data ? data.page : data}>
      {children}
    </ContentPage>
  );
}

/** A content route's page with a part of its own after the copy (a form, a list). */
export function pageWith(Part: ComponentType) {
  return function PageWithPart() {
    return (
      <RoutePage>
        <Part />
      </RoutePage>
    );
  };
}
