// Who is told of a new chapter: on a database in memory with the server's migrations.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addChapter, addComic, addUser, openStore, type Store } from "../../../../test/comicsStore";
import { chapters, follows, notifications } from "../../db/comics";
import { notifyFollowersOfChapter } from "./notify";

describe("notifyFollowersOfChapter", () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  }, 60_000);
  afterAll(() => store?.close());

  const follow = (userId: string, target: "comic" | "translator", targetId: string) =>
    store.db.insert(follows).values({ userId, target, targetId });
  const toldAbout = (chapterId: string) =>
    store.db
      .select({ userId: notifications.userId, kind: notifications.kind, data: notifications.data })
      .from(notifications)
      .where(eq(notifications.chapterId, chapterId));

  it("tells each follower of the comic or its translator once, never the translator", async () => {
    const { db } = store;
    const translator = await addUser(db, { email: "t1@example.com", role: "translator" });
    const [comicFan, translatorFan, both, stranger] = await Promise.all(
      ["comic", "translator", "both", "stranger"].map((name) =>
        addUser(db, { email: `${name}-fan@example.com` }),
      ),
    );
    const comicId = await addComic(db, { name: "Desert Stars", uploaderId: translator });
    const otherComic = await addComic(db, { name: "Other" });
    await follow(comicFan as string, "comic", comicId);
    await follow(translatorFan as string, "translator", translator);
    await follow(both as string, "comic", comicId);
    await follow(both as string, "translator", translator);
    await follow(stranger as string, "comic", otherComic);
    // The translator following their own comic is still not told of their own chapter.
    await follow(translator, "comic", comicId);

    const chapterId = await addChapter(db, { comicId, number: 3, translatorId: translator });
    expect(await notifyFollowersOfChapter(db, chapterId)).toBe(3);
    const told = await toldAbout(chapterId);
    expect(told.map((row) => row.userId).sort()).toEqual([comicFan, translatorFan, both].sort());
    expect(told[0]).toMatchObject({
      kind: "chapterPublished",
      data: { number: 3, language: "arabic" },
    });

    // Called again (a second publication, a retried job): nobody is told twice.
    expect(await notifyFollowersOfChapter(db, chapterId)).toBe(0);
    expect(await toldAbout(chapterId)).toHaveLength(3);
  });

  it("tells nobody of a chapter that is not published, or of a comic that is not", async () => {
    const { db } = store;
    const reader = await addUser(db, { email: "r2@example.com" });
    const comicId = await addComic(db, { name: "Waiting" });
    const draftComic = await addComic(db, { name: "Draft", state: "in_review" });
    await follow(reader, "comic", comicId);
    await follow(reader, "comic", draftComic);
    const inReview = await addChapter(db, { comicId, number: 1, state: "in_review" });
    const ofDraft = await addChapter(db, { comicId: draftComic, number: 1 });
    expect(await notifyFollowersOfChapter(db, inReview)).toBe(0);
    expect(await notifyFollowersOfChapter(db, ofDraft)).toBe(0);
    expect(await notifyFollowersOfChapter(db, crypto.randomUUID())).toBe(0);

    // Published by the review console: inside its transaction, after the state is set.
    await db.transaction(async (tx) => {
      await tx.update(chapters).set({ state: "published" }).where(eq(chapters.id, inReview));
      expect(await notifyFollowersOfChapter(tx, inReview)).toBe(1);
    });
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.userId, reader));
    expect(count?.n).toBe(1);
  });

  it("a chapter without a translator (account deleted) still tells the comic's followers", async () => {
    const { db } = store;
    const reader = await addUser(db, { email: "r3@example.com" });
    const comicId = await addComic(db, { name: "Orphan" });
    await follow(reader, "comic", comicId);
    const chapterId = await addChapter(db, { comicId, number: 1 });
    expect(await notifyFollowersOfChapter(db, chapterId)).toBe(1);
  });
});
