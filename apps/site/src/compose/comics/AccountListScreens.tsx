import {
  FollowingList,
  MyComments,
  NotificationsScreen,
  ReadingHistory,
  SavedList,
} from "@rawafed/design-system";
import type { TranslationLanguage } from "@rawafed/forms/schemas";
import { type Locale, useT } from "@rawafed/i18n";
import {
  clearHistory,
  deleteComment,
  markAllNotificationsRead,
  markNotificationsRead,
  removeFromHistory,
  setFollowing,
  setSaved,
} from "../../runtime/comics";
import type { Viewer } from "../../server/accounts/viewer";
import type {
  Following,
  HistoryPage,
  MyComment,
  SavedItems,
} from "../../server/comics/actions/lists";
import type { NotificationGroup } from "../../server/comics/actions/notifications";
import { TEAM_CHAPTER_PUBLISHED, TRANSCRIPTS_REQUESTED } from "../../server/makers/kinds";
import { SUBMISSION_PUBLISHED, SUBMISSION_REJECTED } from "../../server/review/sections";
import { pagePath } from "../../site/paths";
import { AccountScreenFrame } from "../accounts/AccountControl";
import { accountNotices } from "../makers/notices";
import { useGridItem } from "./CatalogScreen";
import { ComicsFrame, type Reader } from "./ComicsFrame";
import {
  chapterHref,
  comicHref,
  coverOr,
  publisherHref,
  shownName,
  teamHref,
  translatorHref,
} from "./links";

const localDateTime = (iso: string) => iso.slice(0, 16);
const language = (id: string | null) => (id ?? "english") as TranslationLanguage;

interface AccountListProps<T> {
  locale: Locale;
  viewer: Viewer;
  data: T;
}

/** `/{l}/account/history`: the chapters opened, where the reader stopped; remove or clear. */
export function HistoryScreen({ locale, viewer, data }: AccountListProps<HistoryPage>) {
  return (
    <AccountScreenFrame pageId="accountHistory" current="history" locale={locale} viewer={viewer}>
      <ReadingHistory
        headingLevel={1}
        entries={data.entries.map((entry) => ({
          id: entry.chapterId,
          comicName: shownName(locale, entry.comic).name,
          coverSrc: coverOr(entry.cover),
          chapterNumber: entry.chapterNumber,
          chapterTitle: entry.chapterTitle || undefined,
          ...(entry.finished ? {} : { page: entry.page, totalPages: entry.pageCount }),
          readAt: localDateTime(entry.readAt),
          continueHref: chapterHref(
            locale,
            entry.comic.slug,
            entry.chapterNumber,
            language(entry.language),
          ),
        }))}
        onRemove={(id) => void removeFromHistory(id)}
        onClear={() => void clearHistory()}
      />
    </AccountScreenFrame>
  );
}

/** `/{l}/account/saved`: saved comics and chapters. */
export function SavedScreen({ locale, viewer, data }: AccountListProps<SavedItems>) {
  const gridItem = useGridItem(locale);
  return (
    <AccountScreenFrame pageId="accountSaved" current="saved" locale={locale} viewer={viewer}>
      <SavedList
        headingLevel={1}
        comics={data.comics
          .filter((comic) => comic.card !== null)
          .map((comic) => ({
            id: comic.id,
            ...gridItem(comic.card as NonNullable<typeof comic.card>),
          }))}
        chapters={data.chapters.map((chapter) => ({
          id: chapter.id,
          comicName: shownName(locale, chapter.comic).name,
          coverSrc: coverOr(chapter.cover),
          chapterNumber: chapter.number,
          chapterTitle: chapter.title || undefined,
          href: chapterHref(locale, chapter.comic.slug, chapter.number, language(chapter.language)),
        }))}
        onUnsave={(kind, id) => void setSaved(kind, id, false)}
      />
    </AccountScreenFrame>
  );
}

/** `/{l}/account/following`: followed comics, translators, publishers and teams. */
export function FollowingScreen({ locale, viewer, data }: AccountListProps<Following>) {
  return (
    <AccountScreenFrame
      pageId="accountFollowing"
      current="following"
      locale={locale}
      viewer={viewer}
    >
      <FollowingList
        headingLevel={1}
        comics={data.comics.map((comic) => ({
          id: comic.id,
          name: shownName(locale, comic).name,
          href: comicHref(locale, comic.slug),
          imageSrc: comic.cover ?? undefined,
        }))}
        translators={data.translators.map((translator) => ({
          id: translator.id,
          name: translator.name,
          href: translatorHref(locale, translator.id),
          imageSrc: translator.photo ?? undefined,
        }))}
        publishers={data.publishers.map((publisher) => ({
          id: publisher.id,
          name: publisher.name,
          href: publisherHref(locale, publisher.slug),
        }))}
        teams={data.teams.map((team) => ({
          id: team.id,
          name: team.name,
          href: teamHref(locale, team.slug),
        }))}
        onUnfollow={(kind, id) => void setFollowing(kind, id, false)}
      />
    </AccountScreenFrame>
  );
}

/** `/{l}/account/comments`: the person's comments, where they are; delete. */
export function MyCommentsScreen({ locale, viewer, data }: AccountListProps<MyComment[]>) {
  return (
    <AccountScreenFrame pageId="accountComments" current="comments" locale={locale} viewer={viewer}>
      <MyComments
        headingLevel={1}
        comments={data.map((comment) => ({
          id: comment.id,
          body: comment.body,
          dateTime: localDateTime(comment.createdAt),
          comicName: shownName(locale, comment.comic).name,
          comicHref: comicHref(locale, comment.comic.slug),
          chapter: comment.chapter
            ? {
                number: comment.chapter.number,
                href: chapterHref(
                  locale,
                  comment.comic.slug,
                  comment.chapter.number,
                  language(comment.chapter.language),
                ),
              }
            : undefined,
        }))}
        onDelete={(id) => void deleteComment(id)}
      />
    </AccountScreenFrame>
  );
}

/**
 * The words and the link of a notification about the person's own work (the review's outcome,
 * SPEC.md section 4; transcripts asked for; their team's chapter published); `null` for any other.
 */
function submissionOutcome(
  t: ReturnType<typeof useT>,
  locale: Locale,
  item: NotificationGroup["notifications"][number],
): { message: string; href?: string } | null {
  const myWork = pagePath("accountMyWork", locale);
  if (item.kind === SUBMISSION_PUBLISHED) {
    return {
      message: t(
        item.chapterId ? "comics.notice.published" : "comics.notifications.comicPublished",
      ),
      href: myWork,
    };
  }
  if (item.kind === TEAM_CHAPTER_PUBLISHED) {
    const team = typeof item.data.team === "string" ? item.data.team : "";
    // No link of its own: the chapter's, in the reader.
    return {
      message: t("comics.notice.teamChapterPublished", { number: item.chapterNumber ?? 0, team }),
    };
  }
  if (item.kind === TRANSCRIPTS_REQUESTED && item.chapterId) {
    return {
      message: t("comics.notice.transcriptsRequested", { number: item.chapterNumber ?? 0 }),
      href: pagePath("accountTranscripts", locale, { chapter: item.chapterId }),
    };
  }
  if (item.kind === SUBMISSION_REJECTED) {
    const reason = typeof item.data.reason === "string" ? item.data.reason : "";
    const notice = t("comics.notice.rejected");
    return {
      message: reason ? `${notice} ${t("comics.work.reason", { reason })}` : notice,
      href: myWork,
    };
  }
  return null;
}

/** `/{l}/notifications`: new chapters of followed comics and translators, grouped per comic. */
export function NotificationsPage({
  locale,
  reader,
  groups,
}: {
  locale: Locale;
  reader: Reader;
  groups: NotificationGroup[];
}) {
  const t = useT();
  return (
    <ComicsFrame pageId="notifications" locale={locale} reader={reader}>
      <NotificationsScreen
        headingLevel={1}
        notices={accountNotices(locale, t, groups)}
        groups={groups.flatMap((group) => {
          const { comic } = group;
          if (!comic) return [];
          return [
            {
              comicId: comic.id,
              comicName: shownName(locale, comic).name,
              comicHref: comicHref(locale, comic.slug),
              coverSrc: coverOr(comic.cover),
              notifications: group.notifications.flatMap((item) => {
                const outcome = submissionOutcome(t, locale, item);
                if (item.chapterNumber === null && !outcome) return [];
                const chapterLanguage = language(item.language);
                return [
                  {
                    id: item.id,
                    chapterNumber: item.chapterNumber ?? 0,
                    language: chapterLanguage,
                    dateTime: localDateTime(item.createdAt),
                    read: item.read,
                    // A chapter being prepared: no link until its reader has pages.
                    href:
                      outcome?.href ??
                      (item.readable
                        ? chapterHref(locale, comic.slug, item.chapterNumber ?? 1, chapterLanguage)
                        : undefined),
                    message: outcome?.message,
                  },
                ];
              }),
            },
          ];
        })}
        onMarkRead={(id) => void markNotificationsRead([id])}
        onMarkAllRead={() => void markAllNotificationsRead()}
      />
    </ComicsFrame>
  );
}
