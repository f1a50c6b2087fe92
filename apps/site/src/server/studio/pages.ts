// The studio's read server functions: who asks is checked first (401 for a visitor, 403 for a
// person without a studio role: the thrown response is the call's answer), then what they ask.
import { locales } from "@rawafed/i18n";
import { createServerFn } from "@tanstack/react-start";
import { getRequestHeaders } from "@tanstack/react-start/server";
import { asc, eq } from "drizzle-orm";
import * as z from "zod/mini";
import { validInput } from "../content/input";
import { getDb } from "../db/index";
import { EDITORIAL_KINDS, editorialVersions, VERSION_STATES } from "../db/schema";
import { type SendSummary, sendSummary, subscriberCount } from "../newsletter/send";
import { canPublish, staffOf } from "./access";
import { loadHistory, loadStudioItem, type StudioItem } from "./item";
import { listStudio } from "./list";
import { previewToken } from "./preview";

async function staff() {
  const viewer = await staffOf(new Headers(getRequestHeaders()));
  if (viewer instanceof Response) throw viewer;
  return viewer;
}

const kind = z.enum(EDITORIAL_KINDS);
const uuid = z.string().check(z.regex(/^[0-9a-f-]{36}$/i));

const listInput = z.object({
  locale: z.enum(locales),
  kind,
  q: z.optional(z.string().check(z.maxLength(200))),
  state: z.optional(z.enum([...VERSION_STATES, "missing", "outdated", "any"])),
  language: z.optional(z.enum(locales)),
  page: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
});

/** A kind's items for the studio's list, with what the viewer may do. */
export const getStudioList = createServerFn({ method: "GET" })
  .validator((input: z.input<typeof listInput>) => input)
  .handler(async ({ data: input }) => {
    const viewer = await staff();
    const data = validInput(listInput)(input);
    const list = await listStudio(await getDb(), {
      kind: data.kind,
      search: data.q,
      state: data.state,
      language: data.language,
      page: data.page,
    });
    return { ...list, canPublish: canPublish(viewer) };
  });

const itemInput = z.object({ locale: z.enum(locales), kind, id: uuid });

/** A published news version's newsletter: who would get it now, and its send if it was sent. */
export interface StudioNewsletter {
  subscribers: number;
  send: SendSummary | null;
}

export interface StudioItemPage {
  item: StudioItem;
  canPublish: boolean;
  /** Per news version: its newsletter (none for other kinds). */
  newsletter: Partial<Record<(typeof locales)[number], StudioNewsletter>>;
  /** Each version's preview token (a link valid 24 h), made for this viewer now. */
  previews: Partial<Record<(typeof locales)[number], string>>;
}

/** One item for the editor, or null (404). */
export const getStudioItem = createServerFn({ method: "GET" })
  .validator((input: z.input<typeof itemInput>) => input)
  .handler(async ({ data: input }): Promise<StudioItemPage | null> => {
    const viewer = await staff();
    const data = validInput(itemInput)(input);
    const db = await getDb();
    const item = await loadStudioItem(db, data.kind, data.id);
    if (!item) return null;
    const previews = Object.fromEntries(
      Object.values(item.versions).map((version) => [version.language, previewToken(version.id)]),
    );
    const newsletter: StudioItemPage["newsletter"] = {};
    if (item.kind === "news") {
      for (const version of Object.values(item.versions)) {
        newsletter[version.language] = {
          subscribers: await subscriberCount(db, version.language),
          send: await sendSummary(db, version.id),
        };
      }
    }
    return { item, canPublish: canPublish(viewer), previews, newsletter };
  });

const historyInput = z.object({
  locale: z.enum(locales),
  kind,
  id: uuid,
  lang: z.enum(locales),
  from: z.optional(uuid),
  to: z.optional(uuid),
});

/** A version's revisions and two of them compared, or null (404). */
export const getStudioHistory = createServerFn({ method: "GET" })
  .validator((input: z.input<typeof historyInput>) => input)
  .handler(async ({ data: input }) => {
    await staff();
    const data = validInput(historyInput)(input);
    const db = await getDb();
    const item = await loadStudioItem(db, data.kind, data.id);
    const version = item?.versions[data.lang];
    if (!item || !version) return null;
    const history = await loadHistory(db, version.id, { from: data.from, to: data.to });
    return { item, versionId: version.id, headRevisionId: version.headRevisionId, ...history };
  });

/** An organization chart entry another can report to: its item and its title in each language. */
export interface ChartEntry {
  id: string;
  titles: Partial<Record<(typeof locales)[number], string>>;
}

const parentsInput = z.object({ locale: z.enum(locales) });

/** The organization chart's entries, for the "reports to" choice of the editor. */
export const getChartEntries = createServerFn({ method: "GET" })
  .validator((input: z.input<typeof parentsInput>) => input)
  .handler(async ({ data: input }): Promise<ChartEntry[]> => {
    await staff();
    validInput(parentsInput)(input);
    const rows = await (await getDb())
      .select({
        id: editorialVersions.itemId,
        language: editorialVersions.language,
        title: editorialVersions.title,
      })
      .from(editorialVersions)
      .where(eq(editorialVersions.kind, "org"))
      .orderBy(asc(editorialVersions.title));
    const entries = new Map<string, ChartEntry>();
    for (const row of rows) {
      const entry = entries.get(row.id) ?? { id: row.id, titles: {} };
      entry.titles[row.language] = row.title;
      entries.set(row.id, entry);
    }
    return [...entries.values()];
  });
