import { DefaultLayout, Heading, Text } from "@rawafed/design-system";
import { type MessageId, type PageId, useT } from "@rawafed/i18n";
import type { ReactNode } from "react";
import type { PageContent } from "../content/schema";
import { useShell } from "./useShell";

export type ContentPageProps = {
  pageId: PageId;
  children?: ReactNode;
} & (
  | {
      content: Pick<PageContent, "title" | "lead"> & Partial<Pick<PageContent, "sections">>;
      errorTitle?: never;
    }
  | { content?: never; errorTitle: MessageId }
);

/** A page of the site: its layout, its title and lead, its sections, then any extra parts. */
export function ContentPage({ pageId, content, errorTitle, children }: ContentPageProps) {
  const t = useT();
  const shell = useShell(pageId);
  return (
    <DefaultLayout locale={shell.locale} twinHref={shell.twinHref} year={shell.year}>
      {/* Error pages have no route head of their own; React hoists this title into <head>. */}
      {errorTitle ? <title>{`${t(errorTitle)} | ${t("brand.name")}`}</title> : null}
      {content ? (
        <>
          <Heading level={1}>{content.title}</Heading>
          <Text>{content.lead}</Text>
        </>
      ) : null}
      {children}
    </DefaultLayout>
  );
}
