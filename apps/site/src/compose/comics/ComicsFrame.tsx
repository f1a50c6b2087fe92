import type { Locale } from "@rawafed/i18n";
import type { ReactNode } from "react";
import type { Viewer } from "../../server/accounts/viewer";
import type { LaidOutPageId } from "../../site/pages";
import { AccountControl } from "../accounts/AccountControl";
import { ContentPage } from "../ContentPage";

/** Who is reading: the header's account control and every "log in first" prompt use it. */
export interface Reader {
  viewer: Viewer | null;
  unreadCount: number;
}

/** A comics platform page: the site's frame with the person's account control in its header. */
export function ComicsFrame({
  pageId,
  locale,
  reader,
  children,
}: {
  pageId: LaidOutPageId;
  locale: Locale;
  reader: Reader;
  children: ReactNode;
}) {
  return (
    <ContentPage
      pageId={pageId}
      account={
        <AccountControl locale={locale} viewer={reader.viewer} unreadCount={reader.unreadCount} />
      }
    >
      {children}
    </ContentPage>
  );
}
