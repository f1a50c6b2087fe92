// A reader's notifications: the list the notifications page shows (grouped per comic), the count in
// the header, and POST /api/comics/notifications/read and /read-all (the caller's own rows only).
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { chapters, comics, notifications } from "../../db/comics";
import type { Database } from "../../db/index";
import { mediaUrl } from "../../files/urls";
import { endpoint } from "../../http/admission";
import { ok } from "../../http/answers";
import { emptyInput, NOTIFICATIONS_PER_CALL, notificationIdsInput } from "./inputs";

/** A notification's `data`: flat values (ids, numbers, a reason). */
export type NotificationData = Record<string, string | number | boolean | null>;

export interface NotificationItem {
  id: string;
  /** `chapterPublished`, or the outcome of a submission or application. */
  kind: string;
  chapterId: string | null;
  chapterNumber: number | null;
  /** The chapter's translation language (a `translationLanguages` id). */
  language: string | null;
  /** Whether its chapter opens in the reader (`readableChapter`); else it is being prepared. */
  readable: boolean;
  /** What the text needs beyond the chapter (a reason, a number). */
  data: NotificationData;
  read: boolean;
  /** ISO 8601. */
  createdAt: string;
}

export interface NotificationGroup {
  /** The comic they are about; none for a notification about no comic (an application). */
  comic: {
    id: string;
    slug: string;
    name: string;
    translatedName: string;
    cover: string | null;
  } | null;
  /** Newest first. */
  notifications: NotificationItem[];
  unread: number;
}

/** The newest notifications this many at most; older ones are never shown. */
export const NOTIFICATIONS_SHOWN = 200;

/** The reader's notifications grouped per comic, the group with the newest one first. */
export async function notificationsOf(db: Database, userId: string): Promise<NotificationGroup[]> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      comicId: notifications.comicId,
      chapterId: notifications.chapterId,
      data: notifications.data,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      slug: comics.slug,
      name: comics.name,
      translatedName: comics.translatedName,
      coverKey: comics.coverKey,
      chapterNumber: chapters.number,
      language: chapters.language,
      readable: chapters.readable,
    })
    .from(notifications)
    .leftJoin(comics, eq(comics.id, notifications.comicId))
    .leftJoin(chapters, eq(chapters.id, notifications.chapterId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);

  // Rows come newest first, so a group's first row places it and its own list stays in order.
  const groups = new Map<string, NotificationGroup>();
  for (const row of rows) {
    const key = row.comicId ?? "";
    let group = groups.get(key);
    if (!group) {
      group = {
        comic:
          row.comicId && row.slug !== null
            ? {
                id: row.comicId,
                slug: row.slug,
                name: row.name ?? "",
                translatedName: row.translatedName ?? "",
                cover: row.coverKey ? mediaUrl(row.coverKey) : null,
              }
            : null,
        notifications: [],
        unread: 0,
      };
      groups.set(key, group);
    }
    const read = row.readAt !== null;
    if (!read) group.unread += 1;
    group.notifications.push({
      id: row.id,
      kind: row.kind,
      chapterId: row.chapterId,
      chapterNumber: row.chapterNumber,
      language: row.language,
      readable: row.readable === true,
      data: (row.data ?? {}) as NotificationData,
      read,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return [...groups.values()];
}

/** How many of the reader's notifications are unread (the header's badge). */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** A uuid is 36 characters; quoted, with a comma, under 40 each. */
const IDS_BODY = NOTIFICATIONS_PER_CALL * 40 + 1024;

/** `{ ids }`: those of the caller's notifications marked read; anyone else's are left alone. */
export const handleReadNotifications = endpoint({
  rate: { key: "comics-notifications", per: "person", max: 60 },
  who: "reader",
  body: { accepts: "json", maxBytes: IDS_BODY, schema: notificationIdsInput },
  handle: async ({ db, user, data }) => {
    if (data.ids.length === 0) return ok({ updated: 0 });
    const updated = await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, user.id),
          inArray(notifications.id, data.ids),
          isNull(notifications.readAt),
        ),
      )
      .returning({ id: notifications.id });
    return ok({ updated: updated.length });
  },
});

/** `{}`: every one of the caller's notifications marked read. */
export const handleReadAllNotifications = endpoint({
  rate: { key: "comics-notifications-all", per: "person", max: 30 },
  who: "reader",
  body: { accepts: "json", maxBytes: 1024, schema: emptyInput },
  handle: async ({ db, user }) => {
    const updated = await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return ok({ updated: updated.length });
  },
});
