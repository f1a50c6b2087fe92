// POST /api/comics/comments and /api/comics/comments/delete. A comment appears at once (CONTRACT.md:
// the reviewing team hides one afterwards); its author may delete it, nobody else here.
import { and, eq } from "drizzle-orm";
import { photoUrl } from "../../accounts/viewer";
import { comicComments } from "../../db/comics";
import { endpoint } from "../../http/admission";
import { ok } from "../../http/answers";
import { forbidden, notFound } from "./answers";
import { commentInput, idInput } from "./inputs";
import { openableChapter, publishedComic } from "./targets";

/** The comment rule's 2000 characters, at up to 4 bytes each, and the ids around them. */
const COMMENT_BODY = 12 * 1024;

/** A comment as the page shows it (the answer to a new one). */
export interface StoredComment {
  id: string;
  comicId: string;
  chapterId: string | null;
  body: string;
  createdAt: string;
  author: { id: string; name: string; photo: string | null };
}

/** `{ comicId, chapterId?, body }`: the chapter, when given, must be one of the comic's. */
export const handleComment = endpoint({
  rate: { key: "comics-comment", per: "person", max: 10 },
  who: "reader",
  body: { accepts: "json", maxBytes: COMMENT_BODY, schema: commentInput },
  handle: async ({ db, user, data }) => {
    const chapterId = data.chapterId || null;
    const chapter = chapterId ? await openableChapter(db, chapterId) : null;
    if (chapterId && chapter?.comicId !== data.comicId) return notFound();
    if (!chapter && !(await publishedComic(db, data.comicId))) return notFound();
    const [stored] = await db
      .insert(comicComments)
      .values({ comicId: data.comicId, chapterId, userId: user.id, body: data.body })
      .returning();
    if (!stored) throw new Error("the comment was not stored");
    const comment: StoredComment = {
      id: stored.id,
      comicId: stored.comicId,
      chapterId: stored.chapterId,
      body: stored.body,
      createdAt: stored.createdAt.toISOString(),
      author: { id: user.id, name: user.name, photo: photoUrl(user.image) },
    };
    return ok({ comment });
  },
});

/** `{ id }`: the caller's own comment only (403 for another's, 404 for none). */
export const handleDeleteComment = endpoint({
  rate: { key: "comics-comment-delete", per: "person", max: 30 },
  who: "reader",
  body: { accepts: "json", maxBytes: 1024, schema: idInput },
  handle: async ({ db, user, data }) => {
    const [comment] = await db
      .select({ userId: comicComments.userId })
      .from(comicComments)
      .where(eq(comicComments.id, data.id));
    if (!comment) return notFound();
    if (comment.userId !== user.id) return forbidden();
    await db
      .delete(comicComments)
      .where(and(eq(comicComments.id, data.id), eq(comicComments.userId, user.id)));
    return ok({ deleted: true });
  },
});
