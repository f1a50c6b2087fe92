// The account pages' lists, on a database in memory with the server's migrations: each holds the
// reader's own rows only, newest first, and only what readers can see.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addChapter,
  addComic,
  addPublisher,
  addUser,
  openStore,
  type Store,
} from "../../../../test/comicsStore";
import {
  comicComments,
  comics,
  follows,
  readingHistory as history,
  notifications,
  saves,
} from "../../db/comics";
import { commentsOf, followingOf, HISTORY_PAGE_SIZE, readingHistory, savedItems } from "./lists";
import { notificationsOf, unreadCount } from "./notifications";

describe("a reader's lists", () => {
  let store: Store;
  let reader = "";
  let other = "";
  let translator = "";
  let comicId = "";
  let hiddenComic = "";
  let chapterIds: string[] = [];
  const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes));

  beforeAll(async () => {
    store = await openStore();
    const { db } = store;
    reader = await addUser(db, { email: "reader@example.com" });
    other = await addUser(db, { email: "other@example.com" });
    translator = await addUser(db, { email: "tr@example.com", role: "translator", name: "Lina" });
    comicId = await addComic(db, { name: "Sand Kings" });
    hiddenComic = await addComic(db, { name: "Taken Down" });
    chapterIds = [];
    for (let number = 1; number <= HISTORY_PAGE_SIZE + 2; number++) {
      chapterIds.push(await addChapter(db, { comicId, number, translatorId: translator }));
    }
    const hiddenChapter = await addChapter(db, { comicId: hiddenComic, number: 1 });
    // Read in order, a minute apart; the other reader's history is theirs.
    await db.insert(history).values(
      chapterIds.map((chapterId, i) => ({
        userId: reader,
        chapterId,
        page: 5,
        readAt: at(i),
        finishedAt: i === 0 ? at(i) : null,
      })),
    );
    await db.insert(history).values([
      { userId: reader, chapterId: hiddenChapter, readAt: at(59) },
      { userId: other, chapterId: chapterIds[0] as string, readAt: at(58) },
    ]);
    await db.update(comics).set({ state: "rejected" }).where(eq(comics.id, hiddenComic));
  }, 60_000);
  afterAll(() => store?.close());

  it("history: the last read first, a page at a time, without what was taken down", async () => {
    const first = await readingHistory(store.db, reader, 1);
    expect(first.total).toBe(HISTORY_PAGE_SIZE + 2);
    expect(first.pages).toBe(2);
    expect(first.entries).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({
      chapterId: chapterIds.at(-1),
      chapterNumber: HISTORY_PAGE_SIZE + 2,
      comic: { id: comicId, name: "Sand Kings", translatedName: "Sand Kings (ar)" },
      page: 5,
      pageCount: 12,
      finished: false,
      readAt: at(HISTORY_PAGE_SIZE + 1).toISOString(),
    });
    expect(first.entries[0]?.cover).toMatch(/^\/media\/covers\//);
    const second = await readingHistory(store.db, reader, 2);
    expect(second.entries.map((entry) => entry.chapterNumber)).toEqual([2, 1]);
    expect(second.entries[1]?.finished).toBe(true);
  });

  it("saved, following and comments: the reader's own, visible ones", async () => {
    const { db } = store;
    const publisherId = await addPublisher(db);
    await db.insert(saves).values([
      { userId: reader, target: "comic", targetId: comicId },
      { userId: reader, target: "comic", targetId: hiddenComic },
      { userId: reader, target: "chapter", targetId: chapterIds[1] as string },
      { userId: other, target: "chapter", targetId: chapterIds[2] as string },
    ]);
    const saved = await savedItems(db, reader);
    expect(saved.comics.map((comic) => comic.id)).toEqual([comicId]);
    expect(saved.chapters.map((chapter) => [chapter.id, chapter.number])).toEqual([
      [chapterIds[1], 2],
    ]);

    await db.insert(follows).values([
      { userId: reader, target: "comic", targetId: comicId },
      { userId: reader, target: "translator", targetId: translator },
      { userId: reader, target: "publisher", targetId: publisherId },
      { userId: other, target: "comic", targetId: hiddenComic },
    ]);
    const following = await followingOf(db, reader);
    expect(following.comics.map((comic) => comic.slug)).toHaveLength(1);
    expect(following.translators).toMatchObject([{ id: translator, name: "Lina", photo: null }]);
    expect(following.publishers).toMatchObject([{ id: publisherId, country: "SA" }]);

    await db.insert(comicComments).values([
      { comicId, userId: reader, body: "On the comic", createdAt: at(1) },
      { comicId, chapterId: chapterIds[0], userId: reader, body: "On a chapter", createdAt: at(2) },
      { comicId: hiddenComic, userId: reader, body: "Taken down", createdAt: at(3) },
      { comicId, userId: other, body: "Not mine", createdAt: at(4) },
    ]);
    const mine = await commentsOf(db, reader);
    expect(mine.map((comment) => comment.body)).toEqual(["On a chapter", "On the comic"]);
    expect(mine[0]?.chapter).toEqual({ id: chapterIds[0], number: 1, language: "arabic" });
    expect(mine[1]?.chapter).toBeNull();
  });

  it("notifications: grouped per comic, the newest group first, and the unread count", async () => {
    const { db } = store;
    const second = await addComic(db, { name: "Second" });
    const secondChapter = await addChapter(db, { comicId: second, number: 7 });
    const told = (userId: string, comic: string, chapterId: string, minute: number) => ({
      userId,
      kind: "chapterPublished",
      comicId: comic,
      chapterId,
      data: { number: 0, language: "arabic" },
      createdAt: at(minute),
    });
    await db
      .insert(notifications)
      .values([
        told(reader, comicId, chapterIds[0] as string, 1),
        told(reader, second, secondChapter, 2),
        { ...told(reader, comicId, chapterIds[1] as string, 3), readAt: at(4) },
        told(other, comicId, chapterIds[2] as string, 5),
      ]);
    const groups = await notificationsOf(db, reader);
    expect(groups.map((group) => group.comic?.name)).toEqual(["Sand Kings", "Second"]);
    expect(groups[0]?.unread).toBe(1);
    expect(groups[0]?.notifications.map((n) => [n.chapterNumber, n.read])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(groups[1]?.notifications[0]).toMatchObject({
      kind: "chapterPublished",
      chapterNumber: 7,
      language: "arabic",
      read: false,
      createdAt: at(2).toISOString(),
    });
    expect(await unreadCount(db, reader)).toBe(2);
    expect(await unreadCount(db, other)).toBe(1);
  });
});
