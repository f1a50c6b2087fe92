// The console's sections for the platform's people: translator applications, comic requests,
// comics comments, chapter reports and the audit log, each a DecisionQueue.
import { DecisionQueue, PageLinks, type QueueEntry } from "@rawafed/design-system";
import type { TranslationLanguage } from "@rawafed/forms/schemas";
import { type Locale, type MessageId, useT } from "@rawafed/i18n";
import { useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { MakersView } from "../../server/review/makersPages";
import { PAGE_SIZE } from "../../server/review/sections";
import { chapterHref, comicHref, shownName } from "../comics/links";
import { decide } from "./decide";
import { reviewHref } from "./hrefs";

type T = ReturnType<typeof useT>;

const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** An instant as the page's language writes it (UTC: server and browser agree). */
function When({ iso, locale }: { iso: string; locale: Locale }) {
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}

const list = (locale: Locale, items: string[]) =>
  new Intl.ListFormat(locale, { type: "conjunction" }).format(items);

function Place({
  locale,
  comic,
  chapter,
}: {
  locale: Locale;
  comic: { slug: string; name: string; translatedName: string };
  chapter: { number: number; language: string } | null;
}) {
  const t = useT();
  const name = shownName(locale, comic).name;
  if (!chapter) return <a href={comicHref(locale, comic.slug)}>{name}</a>;
  const href = chapterHref(
    locale,
    comic.slug,
    chapter.number,
    chapter.language as TranslationLanguage,
  );
  return (
    <a href={href}>
      {name} · {t("review.chapterNumber", { number: chapter.number })}
    </a>
  );
}

const stateLabel = (t: T, state: string): string => t(`review.state.${state}` as MessageId);

function entries(view: MakersView, locale: Locale, t: T): QueueEntry[] {
  const when = (iso: string) => ({
    label: t("review.field.date"),
    value: <When iso={iso} locale={locale} />,
  });
  const email = (address: string | undefined) =>
    address
      ? [
          {
            label: t("review.field.email"),
            value: (
              <a href={`mailto:${address}`} dir="ltr">
                {address}
              </a>
            ),
          },
        ]
      : [];
  switch (view.section) {
    case "translators":
      return view.items.map((item) => {
        const name = item.person?.name || t("comics.comments.deletedUser");
        const waiting = item.state === "received";
        return {
          id: item.id,
          title: name,
          state: { label: stateLabel(t, item.state), tone: waiting ? "waiting" : "done" },
          fields: [
            ...email(item.person?.email),
            {
              label: t("review.field.languages"),
              value: list(
                locale,
                item.languages.map((id) => t(`language.${id}` as MessageId)),
              ),
            },
            when(item.receivedAt),
            ...(item.reason
              ? [{ label: t("review.field.reason"), value: <span dir="auto">{item.reason}</span> }]
              : []),
          ],
          body: item.message,
          actions: waiting
            ? [
                {
                  id: "approve",
                  label: t("review.comments.approve"),
                  accessibleName: t("review.translators.approveName", { name }),
                },
                {
                  id: "reject",
                  label: t("review.comments.reject"),
                  accessibleName: t("review.translators.rejectName", { name }),
                  variant: "secondary",
                  reason: { label: t("review.translators.reasonLabel") },
                },
              ]
            : [],
        };
      });
    case "requests":
      return view.items.map((item) => {
        const open = item.state === "open";
        const answered: { label: string; value: ReactNode }[] = item.comic
          ? [
              {
                label: t("review.field.comic"),
                value: <a href={comicHref(locale, item.comic.slug)}>{item.comic.name}</a>,
              },
            ]
          : [];
        return {
          id: item.id,
          title: item.comicName,
          state: { label: stateLabel(t, item.state), tone: open ? "waiting" : "done" },
          fields: [
            ...(item.chapter
              ? [
                  {
                    label: t("review.field.chapter"),
                    value: <span dir="auto">{item.chapter}</span>,
                  },
                ]
              : []),
            {
              label: t("review.field.from"),
              value: item.person?.name || t("comics.comments.deletedUser"),
            },
            ...email(item.person?.email),
            when(item.askedAt),
            ...answered,
          ],
          body: item.details,
          actions: open
            ? [
                {
                  id: "markAdded",
                  label: t("review.requests.markAdded"),
                  accessibleName: t("review.requests.markAddedName", { name: item.comicName }),
                  choice: {
                    label: t("review.requests.comicLabel"),
                    options: view.comics.map((comic) => ({
                      value: comic.id,
                      label: `${shownName(locale, comic).name} (${comic.slug})`,
                    })),
                  },
                },
                {
                  id: "decline",
                  label: t("review.requests.decline"),
                  accessibleName: t("review.requests.declineName", { name: item.comicName }),
                  variant: "secondary",
                },
              ]
            : [],
        };
      });
    case "comicComments":
      return view.items.map((item) => {
        const name = item.author ?? t("comics.comments.deletedUser");
        return {
          id: item.id,
          title: name,
          state: {
            label: stateLabel(t, item.hidden ? "hidden" : "visible"),
            tone: item.hidden ? "done" : "waiting",
          },
          fields: [
            {
              label: t("review.field.comic"),
              value: <Place locale={locale} comic={item.comic} chapter={item.chapter} />,
            },
            when(item.postedAt),
          ],
          body: item.body,
          actions: [
            item.hidden
              ? {
                  id: "unhide",
                  label: t("review.comicComments.unhide"),
                  accessibleName: t("review.comicComments.unhideName", { name }),
                  variant: "secondary",
                }
              : {
                  id: "hide",
                  label: t("review.comicComments.hide"),
                  accessibleName: t("review.comicComments.hideName", { name }),
                },
          ],
        };
      });
    case "reports":
      return view.items.map((item) => {
        const comic = shownName(locale, item.comic).name;
        const open = item.status === "open";
        return {
          id: item.id,
          title: comic,
          state: { label: stateLabel(t, item.status), tone: open ? "waiting" : "done" },
          fields: [
            {
              label: t("review.field.chapter"),
              value: <Place locale={locale} comic={item.comic} chapter={item.chapter} />,
            },
            {
              label: t("review.field.issues"),
              value: list(
                locale,
                item.kinds.map((kind) => t(`comics.report.${kind}` as MessageId)),
              ),
            },
            {
              label: t("review.field.from"),
              value: item.reporter ?? t("comics.comments.deletedUser"),
            },
            when(item.reportedAt),
          ],
          body: item.details || undefined,
          actions: open
            ? [
                {
                  id: "resolve",
                  label: t("review.reports.resolve"),
                  accessibleName: t("review.reports.resolveName", { name: comic }),
                },
              ]
            : [],
        };
      });
    case "log":
      return view.items.map((item) => {
        // A decision of a kind this console does not name yet is shown as stored.
        const action = LOG_ACTIONS.has(item.action)
          ? t(`review.log.action.${item.action}` as MessageId)
          : item.action;
        const subject = LOG_KINDS.has(item.subjectKind)
          ? t(`review.log.kind.${item.subjectKind}` as MessageId)
          : item.subjectKind;
        return {
          id: item.id,
          title: t("review.log.entry", { action, subject }),
          fields: [
            {
              label: t("review.log.reviewer"),
              value: item.actor.email
                ? `${item.actor.name ?? ""} <${item.actor.email}>`
                : t("review.log.deletedReviewer"),
            },
            { label: t("review.log.subject"), value: <code>{item.subjectId}</code> },
            when(item.at),
            ...(item.reason
              ? [{ label: t("review.field.reason"), value: <span dir="auto">{item.reason}</span> }]
              : []),
          ],
          actions: [],
        };
      });
  }
}

/** The actions and subjects the log has words for (`review.log.action.*`, `review.log.kind.*`). */
const LOG_ACTIONS = new Set([
  "approve",
  "reject",
  "markAdded",
  "decline",
  "hide",
  "unhide",
  "resolve",
  "keep",
  "release",
  "askTranscripts",
]);
const LOG_KINDS = new Set([
  "translatorApplication",
  "comicRequest",
  "comicComment",
  "chapterReport",
  "blogComment",
  "comic",
  "chapter",
  "inboxEntry",
]);

const saved: Record<string, MessageId> = {
  approve: "review.translators.approved",
  reject: "review.translators.rejected",
  markAdded: "review.requests.added",
  decline: "review.requests.declined",
  hide: "review.comicComments.hidden",
  unhide: "review.comicComments.shown",
  resolve: "review.reports.resolved",
};

const empty: Record<MakersView["section"], MessageId> = {
  translators: "review.translators.empty",
  requests: "review.requests.empty",
  comicComments: "review.comicComments.empty",
  reports: "review.reports.empty",
  log: "review.log.empty",
};

/** One of the people sections of the console. */
export function MakersSection({ locale, view }: { locale: Locale; view: MakersView }) {
  const t = useT();
  const router = useRouter();
  const act = async (id: string, action: string, input: { reason?: string; choice?: string }) => {
    const answer = await (() => {
      switch (view.section) {
        case "translators":
          return decide(
            "translators",
            { id, decision: action, reason: input.reason ?? "" },
            { reason: "reason" },
          );
        case "requests":
          return decide(
            "requests",
            { id, decision: action, comicId: input.choice ?? "" },
            { choice: "comicId" },
          );
        case "comicComments":
          return decide("comic-comments", { id, decision: action });
        default:
          return decide("reports", { id });
      }
    })();
    // The entry's new state and the waiting counts follow; the list keeps its place.
    if (answer === true) await router.invalidate();
    return answer;
  };
  return (
    <DecisionQueue
      heading={t(`review.section.${view.section}`)}
      empty={t(empty[view.section])}
      entries={entries(view, locale, t)}
      onAct={act}
      savedText={(action) => (saved[action] ? t(saved[action]) : "")}
      pagination={
        <PageLinks
          page={view.page}
          pageCount={pageCount(view.total)}
          hrefFor={(page) => reviewHref(locale, { section: view.section, page })}
        />
      }
    />
  );
}
