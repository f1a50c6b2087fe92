import {
  InboxList,
  ModerationList,
  moderationStatuses,
  PageLinks,
  ReviewConsole,
  reviewSections,
  SubscribersPanel,
} from "@rawafed/design-system";
import type { Locale } from "@rawafed/i18n";
import { useRouter } from "@tanstack/react-router";
import type { Viewer } from "../../server/accounts/viewer";
import type { InboxEntry as InboxItem } from "../../server/review/inbox";
import type { ReviewConsoleData, ReviewView } from "../../server/review/pages";
import { PAGE_SIZE, SPONTANEOUS } from "../../server/review/sections";
import { pagePath } from "../../site/paths";
import { AccountControl } from "../accounts/AccountControl";
import { ContentPage } from "../ContentPage";
import { cvHref, reviewHref, subscribersCsvHref, wallClock } from "./hrefs";
import { MakersSection } from "./MakersSection";
import { keepEntry, moderate } from "./moderate";
import { SubmissionsSection } from "./SubmissionsSection";

const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** A stored message or application as the inbox shows it. */
function inboxEntry({ id, fields, locale: language, receivedAt, cv, deleteOn }: InboxItem) {
  const { name = "", message, ...details } = fields;
  return {
    id,
    name,
    message,
    fields: details,
    language,
    receivedAt: wallClock(receivedAt),
    cv: cv ? { href: cvHref(cv.id), name: cv.name } : undefined,
    deleteOn,
  };
}

/** The open section of the console. */
function Section({ locale, view }: { locale: Locale; view: ReviewView }) {
  const router = useRouter();
  /** The inbox's retention period; a kept entry shows so once the page's data is read again. */
  const retention = (days: number) => ({
    days,
    onKeep: async (id: string, keep: boolean) => {
      const saved = await keepEntry(id, keep);
      if (saved) await router.invalidate();
      return saved;
    },
  });
  switch (view.section) {
    case "comments":
      return (
        <ModerationList
          status={view.status}
          statusHrefs={
            Object.fromEntries(
              moderationStatuses.map((status) => [status, reviewHref(locale, { status })]),
            ) as Record<(typeof moderationStatuses)[number], string>
          }
          comments={view.items.map((item) => ({
            id: item.id,
            articleTitle: item.title,
            articleHref: pagePath("blog", locale, { blog: item.blog }),
            name: item.name,
            email: item.email,
            body: item.body,
            postedAt: wallClock(item.postedAt),
          }))}
          onDecide={async (id, decision) => {
            const saved = await moderate(id, decision);
            // The waiting counts follow; the list keeps its place.
            if (saved) void router.invalidate();
            return saved;
          }}
          pagination={
            <PageLinks
              page={view.page}
              pageCount={pageCount(view.total)}
              hrefFor={(page) => reviewHref(locale, { status: view.status, page })}
            />
          }
        />
      );
    case "messages":
      return (
        <InboxList
          kind={view.section}
          total={view.total}
          entries={view.items.map((item) => inboxEntry(item))}
          retention={retention(view.retentionDays)}
          pagination={
            <PageLinks
              page={view.page}
              pageCount={pageCount(view.total)}
              hrefFor={(page) => reviewHref(locale, { section: view.section, page })}
            />
          }
        />
      );
    case "applications":
      return (
        <InboxList
          kind={view.section}
          total={view.total}
          entries={view.items.map((item) => ({
            ...inboxEntry(item),
            position: item.positionTitle ?? null,
          }))}
          retention={retention(view.retentionDays)}
          positionFilter={{
            action: pagePath("review", locale),
            hidden: { section: view.section },
            name: "position",
            options: view.positions,
            spontaneous: SPONTANEOUS,
            current: view.position,
          }}
          pagination={
            <PageLinks
              page={view.page}
              pageCount={pageCount(view.total)}
              hrefFor={(page) =>
                reviewHref(locale, { section: view.section, position: view.position, page })
              }
            />
          }
        />
      );
    case "subscribers":
      return <SubscribersPanel counts={view.counts} exportHref={subscribersCsvHref} />;
    case "submissions":
      return <SubmissionsSection locale={locale} view={view} />;
    default:
      return <MakersSection locale={locale} view={view} />;
  }
}

/** The reviewing team's console: every section with what waits there, and the open one. */
export function ReviewScreen({
  locale,
  viewer,
  data,
}: {
  locale: Locale;
  viewer: Viewer;
  data: ReviewConsoleData;
}) {
  const sections = Object.fromEntries(
    reviewSections.map((section) => [
      section,
      { href: reviewHref(locale, { section }), count: data.counts[section] },
    ]),
  );
  return (
    <ContentPage pageId="review" account={<AccountControl locale={locale} viewer={viewer} />}>
      <ReviewConsole sections={sections} current={data.view.section}>
        <Section locale={locale} view={data.view} />
      </ReviewConsole>
    </ContentPage>
  );
}
