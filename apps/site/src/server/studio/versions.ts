// The staff's content as they edit it (CONTRACT.md, "Editorial"): every save of a language
// version is a new revision based on the one the person started from (a save based on an older
// one is refused: two people never overwrite each other), and every change of state is in the
// audit log with who and when, in the same transaction.
import type { Locale } from "@rawafed/i18n";
import { and, eq, lte, max } from "drizzle-orm";
import type { Database } from "../db/index";
import {
  type EditorialKind,
  editorialItems,
  editorialOldSlugs,
  editorialPublished,
  editorialRevisions,
  editorialVersions,
  type VersionContent,
  type VersionState,
} from "../db/schema";
import { logDecision } from "../review/log";
import { imagesWithoutAlt } from "./mediaRefs";
import { renderBody } from "./render";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Transaction;

export type Version = typeof editorialVersions.$inferSelect;

/** Why a change was refused: each has a message in the person's language (catalog `studio.*`). */
export type Refusal =
  | { refused: "conflict"; headRevisionId: string | null; headNumber: number | null }
  | { refused: "slugTaken" }
  | { refused: "notFound" }
  | { refused: "inPast" }
  | { refused: "notPublished" }
  | { refused: "noRevision" }
  /** A picture of its text or its cover has no text alternative in its language. */
  | { refused: "altMissing"; files: string[] }
  /** An investor disclosure published (or scheduled) by the writer of its last revision. */
  | { refused: "fourEyes" };

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && "refused" in value;

const isUniqueViolation = (error: unknown, index: string) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error;
  const { code, constraint, message } = cause as {
    code?: string;
    constraint?: string;
    message?: string;
  };
  return code === "23505" && (constraint === index || (message ?? "").includes(index));
};

/** The audit log's subject for a version: its kind and which language. */
const audit = (
  db: Db,
  actorId: string,
  action: string,
  version: Pick<Version, "id" | "kind" | "language" | "slug">,
  data: Record<string, string | number | boolean | null> = {},
) =>
  logDecision(db, {
    actorId,
    action,
    subjectKind: `studio.${version.kind}`,
    subjectId: version.id,
    data: { language: version.language, slug: version.slug, ...data },
  });

async function revisionNumber(db: Db, versionId: string): Promise<number> {
  const [row] = await db
    .select({ number: max(editorialRevisions.number) })
    .from(editorialRevisions)
    .where(eq(editorialRevisions.versionId, versionId));
  return row?.number ?? 0;
}

/** A new item of a kind with its first language version, as a draft (revision 1). */
export async function createItem(
  db: Database,
  input: {
    kind: EditorialKind;
    language: Locale;
    content: VersionContent;
    actorId: string;
    displayDate: string;
    closesOn?: string | null;
    /** An investor disclosure: four eyes on its publication. */
    disclosure?: boolean;
  },
): Promise<{ itemId: string; version: Version } | Refusal> {
  try {
    return await db.transaction(async (tx) => {
      const [item] = await tx
        .insert(editorialItems)
        .values({
          kind: input.kind,
          displayDate: input.displayDate,
          closesOn: input.closesOn ?? null,
          disclosure: input.disclosure ?? false,
          createdBy: input.actorId,
        })
        .returning({ id: editorialItems.id });
      const saved = await insertVersion(tx, item?.id as string, input);
      return { itemId: item?.id as string, version: saved };
    });
  } catch (error) {
    if (isUniqueViolation(error, "editorial_versions_slug")) return { refused: "slugTaken" };
    throw error;
  }
}

async function insertVersion(
  tx: Transaction,
  itemId: string,
  input: { kind: EditorialKind; language: Locale; content: VersionContent; actorId: string },
): Promise<Version> {
  const [version] = await tx
    .insert(editorialVersions)
    .values({
      itemId,
      kind: input.kind,
      language: input.language,
      slug: input.content.slug,
      title: input.content.title,
      updatedBy: input.actorId,
    })
    .returning();
  const [revision] = await tx
    .insert(editorialRevisions)
    .values({
      versionId: version?.id as string,
      number: 1,
      content: input.content,
      authorId: input.actorId,
    })
    .returning({ id: editorialRevisions.id });
  const [updated] = await tx
    .update(editorialVersions)
    .set({ headRevisionId: revision?.id })
    .where(eq(editorialVersions.id, version?.id as string))
    .returning();
  await audit(tx, input.actorId, "create", updated as Version);
  return updated as Version;
}

/**
 * Saves a language version as a new revision. `baseRevisionId` is the revision the person's text
 * started from: if someone saved since, the save is refused (`conflict`) and nothing is written,
 * so the person can merge their text with the newer one. A version not written yet is created.
 * Saving never changes what visitors see: a published version keeps its published revision.
 */
export async function saveVersion(
  db: Database,
  input: {
    itemId: string;
    language: Locale;
    content: VersionContent;
    baseRevisionId: string | null;
    actorId: string;
    note?: string | null;
  },
): Promise<{ version: Version; revisionId: string; number: number } | Refusal> {
  try {
    return await db.transaction(async (tx) => {
      const [item] = await tx
        .select({ kind: editorialItems.kind, disclosure: editorialItems.disclosure })
        .from(editorialItems)
        .where(eq(editorialItems.id, input.itemId))
        .for("update");
      if (!item) return { refused: "notFound" } as const;
      const [current] = await tx
        .select()
        .from(editorialVersions)
        .where(
          and(
            eq(editorialVersions.itemId, input.itemId),
            eq(editorialVersions.language, input.language),
          ),
        )
        .for("update");
      if (!current) {
        if (input.baseRevisionId !== null) {
          return { refused: "conflict", headRevisionId: null, headNumber: null } as const;
        }
        const created = await insertVersion(tx, input.itemId, { ...input, kind: item.kind });
        return { version: created, revisionId: created.headRevisionId as string, number: 1 };
      }
      if (current.headRevisionId !== input.baseRevisionId) {
        const [head] = current.headRevisionId
          ? await tx
              .select({ number: editorialRevisions.number })
              .from(editorialRevisions)
              .where(eq(editorialRevisions.id, current.headRevisionId))
          : [];
        return {
          refused: "conflict",
          headRevisionId: current.headRevisionId,
          headNumber: head?.number ?? null,
        } as const;
      }
      const number = (await revisionNumber(tx, current.id)) + 1;
      const [revision] = await tx
        .insert(editorialRevisions)
        .values({
          versionId: current.id,
          number,
          content: input.content,
          authorId: input.actorId,
          note: input.note ?? null,
        })
        .returning({ id: editorialRevisions.id });
      const now = new Date();
      const [version] = await tx
        .update(editorialVersions)
        .set({
          headRevisionId: revision?.id,
          slug: input.content.slug,
          title: input.content.title,
          // An unpublished version written again is a draft; the others keep their state, but a
          // disclosure's schedule was a second publisher's approval of the text before this one.
          ...(current.state === "unpublished" ? { state: "draft" as const } : {}),
          ...(current.state === "scheduled" && item.disclosure
            ? { state: "draft" as const, publishAt: null }
            : {}),
          contentChangedAt: now,
          updatedAt: now,
          updatedBy: input.actorId,
        })
        .where(eq(editorialVersions.id, current.id))
        .returning();
      return { version: version as Version, revisionId: revision?.id as string, number };
    });
  } catch (error) {
    if (isUniqueViolation(error, "editorial_versions_slug")) return { refused: "slugTaken" };
    throw error;
  }
}

async function versionForUpdate(tx: Transaction, versionId: string): Promise<Version | undefined> {
  const [version] = await tx
    .select()
    .from(editorialVersions)
    .where(eq(editorialVersions.id, versionId))
    .for("update");
  return version;
}

/** The actor of what the schedule does on its own, in the audit log. */
export const SCHEDULER = "scheduler";

async function setState(
  tx: Transaction,
  version: Version,
  actorId: string,
  state: VersionState,
  extra: Partial<Version> = {},
): Promise<Version> {
  const by = actorId === SCHEDULER ? {} : { updatedBy: actorId };
  const [updated] = await tx
    .update(editorialVersions)
    .set({ state, updatedAt: new Date(), ...by, ...extra })
    .where(eq(editorialVersions.id, version.id))
    .returning();
  return updated as Version;
}

/** An editor asks for publication: the version waits in review for a publisher. */
export async function requestReview(
  db: Database,
  versionId: string,
  actorId: string,
): Promise<Version | Refusal> {
  return db.transaction(async (tx) => {
    const version = await versionForUpdate(tx, versionId);
    if (!version) return { refused: "notFound" } as const;
    const updated = await setState(tx, version, actorId, "inReview");
    await audit(tx, actorId, "requestReview", updated);
    return updated;
  });
}

/**
 * Publishes a version's latest revision: its copy, its body rendered once, becomes what visitors
 * see. A published slug that changes leaves its old address, which then answers 301.
 */
export async function publishNow(
  db: Database,
  versionId: string,
  actorId: string,
  now = new Date(),
): Promise<Version | Refusal> {
  return db.transaction(async (tx) => {
    const version = await versionForUpdate(tx, versionId);
    if (!version) return { refused: "notFound" } as const;
    if (!version.headRevisionId) return { refused: "noRevision" } as const;
    const [revision] = await tx
      .select({ content: editorialRevisions.content, authorId: editorialRevisions.authorId })
      .from(editorialRevisions)
      .where(eq(editorialRevisions.id, version.headRevisionId));
    const [item] = await tx
      .select()
      .from(editorialItems)
      .where(eq(editorialItems.id, version.itemId));
    if (!revision || !item) return { refused: "notFound" } as const;
    // Four eyes (CONTRACT.md): a disclosure is published by someone who did not write it. The
    // schedule publishes what a second publisher scheduled (checked then; a new save unschedules).
    if (item.disclosure && actorId !== SCHEDULER && revision.authorId === actorId) {
      return { refused: "fourEyes" } as const;
    }
    const content = revision.content;
    const undescribed = await imagesWithoutAlt(
      tx as unknown as Database,
      content,
      version.language,
    );
    if (undescribed.length > 0) {
      return { refused: "altMissing", files: undescribed.map((image) => image.fileName) } as const;
    }
    const { html, plain } = renderBody(content.body);
    const [before] = await tx
      .select({
        slug: editorialPublished.slug,
        firstPublishedAt: editorialPublished.firstPublishedAt,
      })
      .from(editorialPublished)
      .where(eq(editorialPublished.versionId, version.id));
    // The new slug is this version's again, wherever an old address of it pointed.
    await tx
      .delete(editorialOldSlugs)
      .where(
        and(
          eq(editorialOldSlugs.kind, version.kind),
          eq(editorialOldSlugs.language, version.language),
          eq(editorialOldSlugs.slug, content.slug),
        ),
      );
    if (before && before.slug !== content.slug) {
      await tx
        .insert(editorialOldSlugs)
        .values({
          kind: version.kind,
          language: version.language,
          slug: before.slug,
          versionId: version.id,
        })
        .onConflictDoUpdate({
          target: [editorialOldSlugs.kind, editorialOldSlugs.language, editorialOldSlugs.slug],
          set: { versionId: version.id },
        });
    }
    const copy = {
      itemId: version.itemId,
      kind: version.kind,
      language: version.language,
      slug: content.slug,
      title: content.title,
      summary: content.summary,
      html,
      plain,
      seoTitle: content.seoTitle,
      seoDescription: content.seoDescription,
      coverImage: content.coverImage,
      fields: content.fields,
      displayDate: item.displayDate,
      position: item.position,
      updatedAt: now,
    };
    await tx
      .insert(editorialPublished)
      .values({ versionId: version.id, ...copy, firstPublishedAt: before?.firstPublishedAt ?? now })
      .onConflictDoUpdate({ target: editorialPublished.versionId, set: copy });
    const updated = await setState(tx, version, actorId, "published", {
      publishedRevisionId: version.headRevisionId,
      publishAt: null,
    });
    await audit(tx, actorId, "publish", updated);
    return updated;
  });
}

/** Takes a version off the site: its page answers 404 and it leaves lists, feeds and sitemap. */
export async function unpublishNow(
  db: Database,
  versionId: string,
  actorId: string,
): Promise<Version | Refusal> {
  return db.transaction(async (tx) => {
    const version = await versionForUpdate(tx, versionId);
    if (!version) return { refused: "notFound" } as const;
    await tx.delete(editorialPublished).where(eq(editorialPublished.versionId, version.id));
    const [updated] = await tx
      .update(editorialVersions)
      .set({
        state: "unpublished",
        publishedRevisionId: null,
        unpublishAt: null,
        updatedAt: new Date(),
        ...(actorId === SCHEDULER ? {} : { updatedBy: actorId }),
      })
      .where(eq(editorialVersions.id, version.id))
      .returning();
    await audit(tx, actorId, "unpublish", updated as Version);
    return updated as Version;
  });
}

/** Whether `actorId` wrote the last revision of a version whose item is a disclosure. */
async function writtenBy(tx: Transaction, version: Version, actorId: string): Promise<boolean> {
  const [row] = await tx
    .select({ disclosure: editorialItems.disclosure, authorId: editorialRevisions.authorId })
    .from(editorialItems)
    .innerJoin(editorialRevisions, eq(editorialRevisions.id, version.headRevisionId as string))
    .where(eq(editorialItems.id, version.itemId));
  return Boolean(row?.disclosure && row.authorId === actorId);
}

/** Schedules a publication (`publishAt`) or an unpublication (`unpublishAt`) of a version. */
export async function schedule(
  db: Database,
  versionId: string,
  actorId: string,
  what: "publish" | "unpublish",
  at: Date,
  now = new Date(),
): Promise<Version | Refusal> {
  if (at.getTime() <= now.getTime()) return { refused: "inPast" };
  return db.transaction(async (tx) => {
    const version = await versionForUpdate(tx, versionId);
    if (!version) return { refused: "notFound" } as const;
    if (what === "unpublish" && !version.publishedRevisionId)
      return { refused: "notPublished" } as const;
    if (what === "publish" && (await writtenBy(tx, version, actorId))) {
      return { refused: "fourEyes" } as const;
    }
    const updated =
      what === "publish"
        ? await setState(tx, version, actorId, "scheduled", { publishAt: at })
        : await setState(tx, version, actorId, version.state, { unpublishAt: at });
    await audit(
      tx,
      actorId,
      what === "publish" ? "schedulePublish" : "scheduleUnpublish",
      updated,
      {
        at: at.toISOString(),
      },
    );
    return updated;
  });
}

/** Restores an old revision as a new one (a draft until published): history is never rewritten. */
export async function restoreRevision(
  db: Database,
  versionId: string,
  revisionId: string,
  baseRevisionId: string | null,
  actorId: string,
): Promise<{ version: Version; revisionId: string; number: number } | Refusal> {
  const [row] = await db
    .select({
      content: editorialRevisions.content,
      number: editorialRevisions.number,
      itemId: editorialVersions.itemId,
      language: editorialVersions.language,
    })
    .from(editorialRevisions)
    .innerJoin(editorialVersions, eq(editorialVersions.id, editorialRevisions.versionId))
    .where(and(eq(editorialRevisions.id, revisionId), eq(editorialRevisions.versionId, versionId)));
  if (!row) return { refused: "notFound" };
  const saved = await saveVersion(db, {
    itemId: row.itemId,
    language: row.language,
    content: row.content,
    baseRevisionId,
    actorId,
    note: `restore:${row.number}`,
  });
  if (!isRefusal(saved)) {
    await audit(db, actorId, "restore", saved.version, { revision: row.number });
  }
  return saved;
}

/**
 * Runs what is due: scheduled publications and unpublications whose time has come, and job
 * openings past their closing date. Called by the jobs worker every few seconds and on start.
 */
export async function runDue(
  db: Database,
  now = new Date(),
): Promise<{ published: number; unpublished: number }> {
  // Both through their partial indexes: a pass costs nothing when nothing is due.
  const toPublish = await db
    .select({ id: editorialVersions.id })
    .from(editorialVersions)
    .where(lte(editorialVersions.publishAt, now));
  const toUnpublish = await db
    .select({ id: editorialVersions.id })
    .from(editorialVersions)
    .where(lte(editorialVersions.unpublishAt, now));
  let published = 0;
  let unpublished = 0;
  for (const version of toPublish) {
    if (!isRefusal(await publishNow(db, version.id, SCHEDULER, now))) published++;
  }
  for (const version of toUnpublish) {
    if (!isRefusal(await unpublishNow(db, version.id, SCHEDULER))) unpublished++;
  }
  // An opening closes at the end of its last day in Riyadh (UTC+3): unpublished the day after.
  const today = new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
  const closed = await db
    .select({ versionId: editorialPublished.versionId, closesOn: editorialItems.closesOn })
    .from(editorialPublished)
    .innerJoin(editorialItems, eq(editorialItems.id, editorialPublished.itemId))
    .where(eq(editorialPublished.kind, "job"));
  for (const row of closed) {
    if (row.closesOn && row.closesOn < today) {
      if (!isRefusal(await unpublishNow(db, row.versionId, SCHEDULER))) unpublished++;
    }
  }
  return { published, unpublished };
}
