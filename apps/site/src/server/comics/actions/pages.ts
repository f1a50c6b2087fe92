// The server functions the account and notifications pages' loaders call: the signed-in reader's
// own lists, each `null` for a visitor (the page's route sends a visitor to log in first).
import { createServerFn } from "@tanstack/react-start";
import { getRequestHeaders } from "@tanstack/react-start/server";
import * as z from "zod/mini";
import { getAuth } from "../../accounts/auth";
import { validInput } from "../../content/input";
import { type Database, getDb } from "../../db/index";
import {
  commentsOf,
  type Following,
  followingOf,
  type HistoryPage,
  type MyComment,
  readingHistory,
  type SavedItems,
  savedItems,
} from "./lists";
import { type NotificationGroup, notificationsOf, unreadCount } from "./notifications";

/** The signed-in reader of this request (a verified address), or `null`. */
async function asReader<T>(read: (db: Database, userId: string) => Promise<T>): Promise<T | null> {
  const auth = await getAuth();
  const session = await auth.api
    .getSession({ headers: new Headers(getRequestHeaders()) })
    .catch(() => null);
  if (!session?.user.emailVerified) return null;
  return read(await getDb(), session.user.id);
}

const historyPage = z.object({
  page: z.optional(z.int().check(z.gte(1), z.lte(10_000))),
});

/** `/account/history`: a page of the reader's history (from 1). */
export const getReadingHistory = createServerFn({ method: "GET" })
  .validator(validInput(historyPage))
  .handler(
    ({ data }): Promise<HistoryPage | null> =>
      asReader((db, userId) => readingHistory(db, userId, data.page ?? 1)),
  );

/** `/account/saved` */
export const getSavedItems = createServerFn({ method: "GET" }).handler(
  (): Promise<SavedItems | null> => asReader(savedItems),
);

/** `/account/following` */
export const getFollowing = createServerFn({ method: "GET" }).handler(
  (): Promise<Following | null> => asReader(followingOf),
);

/** `/account/comments` */
export const getMyComments = createServerFn({ method: "GET" }).handler(
  (): Promise<MyComment[] | null> => asReader(commentsOf),
);

/** `/notifications` */
export const getNotifications = createServerFn({ method: "GET" }).handler(
  (): Promise<NotificationGroup[] | null> => asReader(notificationsOf),
);

/** The header's badge: 0 for a visitor. */
export const getUnreadCount = createServerFn({ method: "GET" }).handler(
  async (): Promise<number> => (await asReader(unreadCount)) ?? 0,
);
