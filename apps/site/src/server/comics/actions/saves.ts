// POST /api/comics/save and /api/comics/follow: set, never toggle, so a retried or doubled click
// lands on the state the reader chose.
import { and, eq } from "drizzle-orm";
import { type FollowTarget, follows, type SaveTarget, saves } from "../../db/comics";
import { endpoint } from "../../http/admission";
import { ok } from "../../http/answers";
import { notFound } from "./answers";
import { followInput, saveInput } from "./inputs";
import {
  openableChapter,
  publishedComic,
  publisherExists,
  teamExists,
  translatorExists,
} from "./targets";

const SMALL_BODY = 1024;

/** `{ target: "comic" | "chapter", id, saved }` */
export const handleSave = endpoint({
  rate: { key: "comics-save", per: "person", max: 60 },
  who: "reader",
  body: { accepts: "json", maxBytes: SMALL_BODY, schema: saveInput },
  handle: async ({ db, user, data }) => {
    // `required` has refused "", the one value `choice` adds to the list.
    const target = data.target as SaveTarget;
    const mine = and(
      eq(saves.userId, user.id),
      eq(saves.target, target),
      eq(saves.targetId, data.id),
    );
    if (!data.saved) {
      // Unsaving needs no visible target: a comic taken down still leaves the reader's list.
      await db.delete(saves).where(mine);
      return ok({ saved: false });
    }
    const visible =
      target === "comic" ? await publishedComic(db, data.id) : await openableChapter(db, data.id);
    if (!visible) return notFound();
    await db
      .insert(saves)
      .values({ userId: user.id, target, targetId: data.id })
      .onConflictDoNothing();
    return ok({ saved: true });
  },
});

/** `{ target: "comic" | "translator" | "publisher" | "team", id, following }` */
export const handleFollow = endpoint({
  rate: { key: "comics-follow", per: "person", max: 60 },
  who: "reader",
  body: { accepts: "json", maxBytes: SMALL_BODY, schema: followInput },
  handle: async ({ db, user, data }) => {
    const target = data.target as FollowTarget;
    const mine = and(
      eq(follows.userId, user.id),
      eq(follows.target, target),
      eq(follows.targetId, data.id),
    );
    if (!data.following) {
      await db.delete(follows).where(mine);
      return ok({ following: false });
    }
    const exists =
      target === "comic"
        ? Boolean(await publishedComic(db, data.id))
        : target === "translator"
          ? await translatorExists(db, data.id)
          : target === "team"
            ? await teamExists(db, data.id)
            : await publisherExists(db, data.id);
    if (!exists) return notFound();
    await db
      .insert(follows)
      .values({ userId: user.id, target, targetId: data.id })
      .onConflictDoNothing();
    return ok({ following: true });
  },
});
