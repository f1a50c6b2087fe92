// One item as the studio's editor opens it: each language version's latest revision (what the
// person edits, and the revision their save is based on), its state and schedules, and the other
// language's text beside it, rendered as visitors would read it.
import type { Locale } from "@rawafed/i18n";
import { and, desc, eq, inArray } from "drizzle-orm";
import { users } from "../db/accounts";
import type { Database } from "../db/index";
import {
  type EditorialKind,
  editorialItems,
  editorialRevisions,
  editorialVersions,
  type VersionContent,
  type VersionState,
} from "../db/schema";
import { compareRevisions, type DiffSegment } from "./diff";
import { renderBody } from "./render";

export interface StudioVersion {
  id: string;
  language: Locale;
  state: VersionState;
  content: VersionContent;
  /** The revision a save from this screen is based on (a save on an older one is refused). */
  headRevisionId: string | null;
  headNumber: number;
  /** Whether visitors see the latest revision (false: a change waits for publication). */
  publishedIsHead: boolean;
  published: boolean;
  publishAt: string | null;
  unpublishAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
  /** The other language changed after this one was last written. */
  outdated: boolean;
  /** Who wrote the latest revision (four eyes on disclosures, part 2). */
  authorId: string | null;
}

export interface StudioItem {
  id: string;
  kind: EditorialKind;
  displayDate: string;
  closesOn: string | null;
  /** Where the item sits on a page ordered by hand; 0 when it was never placed. */
  position: number;
  /** An investor disclosure: published only by a publisher who did not write it. */
  disclosure: boolean;
  versions: Partial<Record<Locale, StudioVersion>>;
  /** Each version's text rendered, for the other language's column. */
  rendered: Partial<Record<Locale, string>>;
}

export async function loadStudioItem(
  db: Database,
  kind: EditorialKind,
  id: string,
): Promise<StudioItem | null> {
  const [item] = await db
    .select()
    .from(editorialItems)
    .where(and(eq(editorialItems.id, id), eq(editorialItems.kind, kind)));
  if (!item) return null;
  const rows = await db
    .select({
      version: editorialVersions,
      content: editorialRevisions.content,
      number: editorialRevisions.number,
      authorId: editorialRevisions.authorId,
      updatedBy: users.name,
    })
    .from(editorialVersions)
    .innerJoin(editorialRevisions, eq(editorialRevisions.id, editorialVersions.headRevisionId))
    .leftJoin(users, eq(users.id, editorialVersions.updatedBy))
    .where(eq(editorialVersions.itemId, id));
  const versions: Partial<Record<Locale, StudioVersion>> = {};
  const rendered: Partial<Record<Locale, string>> = {};
  for (const row of rows) {
    const { version } = row;
    const twin = rows.find((other) => other.version.language !== version.language)?.version;
    versions[version.language] = {
      id: version.id,
      language: version.language,
      state: version.state,
      content: row.content,
      headRevisionId: version.headRevisionId,
      headNumber: row.number,
      publishedIsHead: version.publishedRevisionId === version.headRevisionId,
      published: version.publishedRevisionId !== null,
      publishAt: version.publishAt?.toISOString() ?? null,
      unpublishAt: version.unpublishAt?.toISOString() ?? null,
      updatedAt: version.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
      outdated: Boolean(twin && twin.contentChangedAt > version.contentChangedAt),
      authorId: row.authorId,
    };
    rendered[version.language] = renderBody(row.content.body).html;
  }
  return {
    id: item.id,
    kind: item.kind,
    displayDate: item.displayDate,
    closesOn: item.closesOn,
    position: item.position,
    disclosure: item.disclosure,
    versions,
    rendered,
  };
}

export interface RevisionRow {
  id: string;
  number: number;
  author: string | null;
  at: string;
  note: string | null;
}

/** A version's revisions, newest first, and two of them compared (the two newest by default). */
export async function loadHistory(
  db: Database,
  versionId: string,
  /** The two revisions to compare, by id; the two newest by default. */
  compare: { from?: string; to?: string } = {},
): Promise<{
  revisions: RevisionRow[];
  from: number | null;
  to: number | null;
  diff: DiffSegment[];
}> {
  const rows = await db
    .select({
      id: editorialRevisions.id,
      number: editorialRevisions.number,
      author: users.name,
      at: editorialRevisions.createdAt,
      note: editorialRevisions.note,
    })
    .from(editorialRevisions)
    .leftJoin(users, eq(users.id, editorialRevisions.authorId))
    .where(eq(editorialRevisions.versionId, versionId))
    .orderBy(desc(editorialRevisions.number));
  const revisions = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  const numberOf = (id?: string) => revisions.find((revision) => revision.id === id)?.number;
  const newest = revisions[0]?.number ?? null;
  const to = numberOf(compare.to) ?? newest;
  const from = numberOf(compare.from) ?? revisions[1]?.number ?? newest;
  if (from === null || to === null) return { revisions, from, to, diff: [] };
  const pair = await db
    .select({ number: editorialRevisions.number, content: editorialRevisions.content })
    .from(editorialRevisions)
    .where(
      and(
        eq(editorialRevisions.versionId, versionId),
        inArray(editorialRevisions.number, [from, to]),
      ),
    );
  const one = pair.find((row) => row.number === from)?.content;
  const two = pair.find((row) => row.number === to)?.content;
  return { revisions, from, to, diff: one && two ? compareRevisions(one, two) : [] };
}
