// The studio's content model on a real database (PGlite, or PostgreSQL in CI's postgres project):
// saves as revisions with conflicts refused, publication rendering what visitors see, slugs that
// move leaving a 301, schedules run when due, restores as new revisions, and the first content.
import { paragraphsDocument } from "@rawafed/forms/schemas";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/server/db/index";
import {
  editorialMedia,
  editorialRevisions,
  reviewLog,
  type VersionContent,
} from "../src/server/db/schema";
import { compareRevisions } from "../src/server/studio/diff";
import { listStudio } from "../src/server/studio/list";
import { findPublished, listPublished } from "../src/server/studio/published";
import {
  createItem,
  isRefusal,
  publishNow,
  requestReview,
  restoreRevision,
  runDue,
  saveVersion,
  schedule,
  unpublishNow,
  type Version,
} from "../src/server/studio/versions";
import { addUser, openStore, type Store } from "./comicsStore";

const content = (title: string, slug: string, body: string[]): VersionContent => ({
  title,
  slug,
  summary: `${title}: the summary`,
  body: paragraphsDocument(body),
  seoTitle: "",
  seoDescription: "",
  coverImage: "",
  fields: {},
});

const ok = <T>(value: T): Exclude<T, { refused: string }> => {
  if (isRefusal(value)) throw new Error(`refused: ${JSON.stringify(value)}`);
  return value as Exclude<T, { refused: string }>;
};

describe("the studio's content model", () => {
  let store: Store;
  let db: Database;
  let editor = "";
  let publisher = "";

  beforeAll(async () => {
    store = await openStore();
    db = store.db;
    editor = await addUser(db, {
      email: "editor@example.com",
      name: "Eman Editor",
      role: "reader",
    });
    publisher = await addUser(db, {
      email: "pub@example.com",
      name: "Pat Publisher",
      role: "reader",
    });
  });
  afterAll(() => store.close());

  it("starts with the site's first content, published in both languages", async () => {
    const news = await listPublished(db, "news", "en");
    expect(news.map((item) => item.slug)).toEqual([
      "rawafed-at-riyadh-logistics-exhibition-2025",
      "smart-logistics-platform-launch",
      "rawafed-park-opens",
      "new-board-term-2024",
    ]);
    expect((await listPublished(db, "news", "ar")).map((item) => item.title)[2]).toBe(
      "افتتاح مجمع روافد اللوجستي في الرياض",
    );
    expect(await listPublished(db, "blog", "ar")).toHaveLength(3);
    expect(await listPublished(db, "job", "en")).toHaveLength(4);
    expect((await listPublished(db, "faq", "en"))[0]?.title).toBe("Which regions do you serve?");
    expect((await listPublished(db, "news", "en"))[0]?.html).toContain('<p dir="auto">');
  });

  let itemId = "";
  let version: Version;
  let firstRevision = "";

  it("writes a draft that visitors do not see", async () => {
    const created = ok(
      await createItem(db, {
        kind: "news",
        language: "en",
        content: content("Quarterly results", "quarterly-results", ["Revenue grew 12%."]),
        actorId: editor,
        displayDate: "2026-11-01",
      }),
    );
    itemId = created.itemId;
    version = created.version;
    firstRevision = version.headRevisionId as string;
    expect(version.state).toBe("draft");
    expect(await findPublished(db, "news", "en", "quarterly-results")).toBeNull();
  });

  it("refuses a save based on an older revision and keeps the newer one", async () => {
    const second = ok(
      await saveVersion(db, {
        itemId,
        language: "en",
        content: content("Quarterly results", "quarterly-results", [
          "Revenue grew 12%.",
          "Margins held.",
        ]),
        baseRevisionId: firstRevision,
        actorId: editor,
      }),
    );
    expect(second.number).toBe(2);
    // A second tab, still on revision 1.
    const stale = await saveVersion(db, {
      itemId,
      language: "en",
      content: content("Quarterly results!", "quarterly-results", ["Other text."]),
      baseRevisionId: firstRevision,
      actorId: publisher,
    });
    expect(stale).toEqual({
      refused: "conflict",
      headRevisionId: second.revisionId,
      headNumber: 2,
    });
    const revisions = await db
      .select()
      .from(editorialRevisions)
      .where(eq(editorialRevisions.versionId, version.id));
    expect(revisions).toHaveLength(2);
  });

  it("refuses a slug another item of the kind has in that language", async () => {
    const taken = await createItem(db, {
      kind: "news",
      language: "en",
      content: content("Park", "rawafed-park-opens", ["x"]),
      actorId: editor,
      displayDate: "2026-11-02",
    });
    expect(taken).toEqual({ refused: "slugTaken" });
    // Another kind or language may have it.
    ok(
      await createItem(db, {
        kind: "blog",
        language: "en",
        content: content("Park", "rawafed-park-opens", ["x"]),
        actorId: editor,
        displayDate: "2026-11-02",
      }),
    );
  });

  it("publishes: visitors see the rendered copy; the audit log has who", async () => {
    ok(await requestReview(db, version.id, editor));
    const published = ok(await publishNow(db, version.id, publisher));
    expect(published.state).toBe("published");
    const found = await findPublished(db, "news", "en", "quarterly-results");
    expect(found && "found" in found && found.found.html).toBe(
      '<p dir="auto">Revenue grew 12%.</p><p dir="auto">Margins held.</p>',
    );
    // Not published in Arabic: no twin.
    expect(found && "found" in found && found.twins).toEqual({ en: "quarterly-results" });
    const log = await db.select().from(reviewLog).where(eq(reviewLog.subjectId, version.id));
    expect(log.map((entry) => [entry.action, entry.actorId])).toEqual(
      expect.arrayContaining([
        ["create", editor],
        ["requestReview", editor],
        ["publish", publisher],
      ]),
    );
  });

  it("a published slug that changes leaves a 301 from the old one", async () => {
    const head = (
      await db.select().from(editorialRevisions).where(eq(editorialRevisions.versionId, version.id))
    ).sort((a, b) => b.number - a.number)[0];
    ok(
      await saveVersion(db, {
        itemId,
        language: "en",
        content: content("Quarterly results 2026", "q3-results-2026", ["Revenue grew 12%."]),
        baseRevisionId: head?.id ?? null,
        actorId: editor,
      }),
    );
    // Saving changes nothing for visitors until it is published.
    expect(await findPublished(db, "news", "en", "quarterly-results")).toMatchObject({
      found: { title: "Quarterly results" },
    });
    ok(await publishNow(db, version.id, publisher));
    expect(await findPublished(db, "news", "en", "quarterly-results")).toEqual({
      movedTo: "q3-results-2026",
    });
  });

  it("compares two revisions word by word", async () => {
    const [one, three] = await Promise.all(
      [1, 3].map(async (number) => {
        const rows = await db
          .select()
          .from(editorialRevisions)
          .where(eq(editorialRevisions.versionId, version.id));
        return rows.find((row) => row.number === number)?.content as VersionContent;
      }),
    );
    const diff = compareRevisions(one as VersionContent, three as VersionContent);
    expect(diff.filter((part) => part.kind === "added").map((part) => part.text.trim())).toContain(
      "2026",
    );
  });

  it("restores an old revision as a new one", async () => {
    const rows = await db
      .select()
      .from(editorialRevisions)
      .where(eq(editorialRevisions.versionId, version.id));
    const first = rows.find((row) => row.number === 1);
    const head = rows.sort((a, b) => b.number - a.number)[0];
    const restored = ok(
      await restoreRevision(db, version.id, first?.id as string, head?.id ?? null, editor),
    );
    expect(restored.number).toBe(head ? head.number + 1 : 0);
    expect(restored.version.slug).toBe("quarterly-results");
  });

  it("schedules: refused in the past; published and unpublished when due", async () => {
    const now = new Date("2030-01-01T09:00:00Z");
    expect(
      await schedule(db, version.id, publisher, "publish", new Date("2029-12-31T00:00:00Z"), now),
    ).toEqual({
      refused: "inPast",
    });
    const at = new Date("2030-01-01T10:00:00Z");
    ok(await schedule(db, version.id, publisher, "publish", at, now));
    expect(await runDue(db, new Date("2030-01-01T09:59:00Z"))).toEqual({
      published: 0,
      unpublished: 0,
    });
    expect(await runDue(db, new Date("2030-01-01T10:00:30Z"))).toMatchObject({ published: 1 });
    expect(await findPublished(db, "news", "en", "quarterly-results")).toMatchObject({
      found: { slug: "quarterly-results" },
    });
    ok(
      await schedule(db, version.id, publisher, "unpublish", new Date("2030-01-02T00:00:00Z"), now),
    );
    expect(await runDue(db, new Date("2030-01-02T00:00:01Z"))).toMatchObject({ unpublished: 1 });
    expect(await findPublished(db, "news", "en", "quarterly-results")).toBeNull();
    ok(await unpublishNow(db, version.id, publisher));
  });

  it("publishes a picture only with its text alternative in the version's language", async () => {
    const [image] = await db
      .insert(editorialMedia)
      .values({ fileName: "dock.jpg", width: 800, height: 600, bytes: 1000, renditions: [] })
      .returning({ id: editorialMedia.id });
    const src = `/media/library/${image?.id}-800.webp`;
    const created = ok(
      await createItem(db, {
        kind: "blog",
        language: "ar",
        content: {
          ...content("رصيف التحميل", "loading-dock", ["نص"]),
          body: {
            type: "doc",
            content: [{ type: "image", attrs: { src, alt: "" } }],
          },
        },
        actorId: editor,
        displayDate: "2026-11-03",
      }),
    );
    expect(await publishNow(db, created.version.id, publisher)).toEqual({
      refused: "altMissing",
      files: ["dock.jpg"],
    });
    // An English text alternative does not describe it in Arabic.
    await db
      .update(editorialMedia)
      .set({ altEn: "A loading dock" })
      .where(eq(editorialMedia.id, image?.id as string));
    expect(await publishNow(db, created.version.id, publisher)).toMatchObject({
      refused: "altMissing",
    });
    await db
      .update(editorialMedia)
      .set({ altAr: "رصيف تحميل" })
      .where(eq(editorialMedia.id, image?.id as string));
    expect(ok(await publishNow(db, created.version.id, publisher)).state).toBe("published");
  });

  it("lists a kind's items with each language's state, searched and filtered", async () => {
    const all = await listStudio(db, { kind: "news" });
    expect(all.total).toBe(5);
    const mine = await listStudio(db, { kind: "news", search: "quarterly" });
    expect(mine.items.map((item) => [item.versions.en.state, item.versions.ar.state])).toEqual([
      ["unpublished", "missing"],
    ]);
    expect((await listStudio(db, { kind: "news", state: "missing", language: "ar" })).total).toBe(
      1,
    );
    expect((await listStudio(db, { kind: "news", search: "الرياض" })).total).toBe(1);
  });
  it("publishes a disclosure only by a publisher who did not write its last revision", async () => {
    const second = await addUser(db, { email: "pub2@example.com", name: "Second Publisher" });
    const created = ok(
      await createItem(db, {
        kind: "news",
        language: "en",
        content: content("Board resolution", "board-resolution", ["The board resolved."]),
        actorId: publisher,
        displayDate: "2026-11-04",
        disclosure: true,
      }),
    );
    const versionId = created.version.id;
    // The writer cannot publish it, nor schedule its publication.
    expect(await publishNow(db, versionId, publisher)).toEqual({ refused: "fourEyes" });
    expect(
      await schedule(db, versionId, publisher, "publish", new Date("2099-01-01T00:00:00Z")),
    ).toEqual({ refused: "fourEyes" });
    // Another publisher schedules it; the writer's new revision takes the schedule back.
    ok(await schedule(db, versionId, second, "publish", new Date("2099-01-01T00:00:00Z")));
    const edited = ok(
      await saveVersion(db, {
        itemId: created.itemId,
        language: "en",
        content: content("Board resolution", "board-resolution", ["The board resolved again."]),
        baseRevisionId: created.version.headRevisionId,
        actorId: publisher,
      }),
    );
    expect([edited.version.state, edited.version.publishAt]).toEqual(["draft", null]);
    expect(ok(await publishNow(db, versionId, second)).state).toBe("published");
    // Not a disclosure: its writer publishes it alone.
    const plain = ok(
      await createItem(db, {
        kind: "news",
        language: "en",
        content: content("Plain", "plain-news", ["x"]),
        actorId: publisher,
        displayDate: "2026-11-04",
      }),
    );
    expect(ok(await publishNow(db, plain.version.id, publisher)).state).toBe("published");
  });
});
