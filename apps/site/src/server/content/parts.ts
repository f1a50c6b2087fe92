// The pages whose parts the staff edit in the studio (CONTRACT.md, "Editorial"): the board's
// members and committees, the executive management, the team, the organization chart and the
// exhibition notice with its invitation. The page's own copy comes from code; each part from its
// published versions in the page's language, in the studio's order.
import { parseMembers } from "@rawafed/forms/schemas";
import type { Locale } from "@rawafed/i18n";
import { createServerFn } from "@tanstack/react-start";
import { getRequest, setResponseHeaders } from "@tanstack/react-start/server";
import * as z from "zod/mini";
import ar from "../../content/ar/index";
import en from "../../content/en/index";
import type { OrgNode, PageContent, Section } from "../../content/schema";
import { getDb } from "../db/index";
import type { EditorialKind } from "../db/schema";
import { readPreviewToken } from "../studio/preview";
import { draftOf, listPublished, type PublishedItem } from "../studio/published";
import { renderBody } from "../studio/render";
import { type CoverMedia, libraryCovers, libraryId } from "./covers";
import { documentPages, withDocuments } from "./documents";
import { input, validInput } from "./input";

const copy = { en, ar } as const;

/** A person as a card shows them: the biography as plain text, a library photo if any. */
function person(item: PublishedItem, photos: Map<string, CoverMedia>) {
  const id = libraryId.exec(item.coverImage)?.[1];
  return {
    name: item.title,
    role: item.summary,
    ...(item.plain.trim() ? { bio: item.plain.trim() } : {}),
    ...(id ? { photo: { src: item.coverImage, alt: photos.get(id)?.alt ?? "" } } : {}),
    ...(item.fields.termStart ? { termStart: item.fields.termStart } : {}),
    ...(item.fields.termEnd ? { termEnd: item.fields.termEnd } : {}),
  };
}

/**
 * The chart from its entries: each under the entry it reports to, siblings in the studio's
 * order. An entry whose parent is not published in this language (or is itself, or a loop)
 * rises to the top; the chart's root is the first top entry, the other top entries under it.
 */
export function chartOf(items: readonly PublishedItem[]): OrgNode | undefined {
  const byId = new Map(items.map((item) => [item.itemId, item]));
  const children = new Map<string, PublishedItem[]>();
  const tops: PublishedItem[] = [];
  for (const item of items) {
    const parent = item.fields.parent;
    // Walk up: a parent that is missing, or a loop back to this entry, makes it a top one.
    let ancestor = parent ? byId.get(parent) : undefined;
    const seen = new Set([item.itemId]);
    while (ancestor && !seen.has(ancestor.itemId)) {
      seen.add(ancestor.itemId);
      ancestor = ancestor.fields.parent ? byId.get(ancestor.fields.parent) : undefined;
    }
    if (!parent || !byId.has(parent) || ancestor) tops.push(item);
    else children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const node = (item: PublishedItem): OrgNode => {
    const under = (children.get(item.itemId) ?? []).map(node);
    return under.length > 0 ? { title: item.title, children: under } : { title: item.title };
  };
  const [root, ...others] = tops;
  if (!root) return undefined;
  const top = node(root);
  return others.length > 0
    ? { title: top.title, children: [...(top.children ?? []), ...others.map(node)] }
    : top;
}

/** The kinds a page's sections draw from. */
function kindsOf(page: PageContent): EditorialKind[] {
  const kinds = new Set<EditorialKind>();
  for (const section of page.sections) {
    if (section.kind === "people") kinds.add(section.source);
    if (section.kind === "committees") kinds.add("committee");
    if (section.kind === "orgChart") kinds.add("org");
    if (section.kind === "videos") kinds.add("video");
    if (section.kind === "exhibition" || (section.kind === "text" && section.from)) {
      kinds.add("event");
    }
  }
  return [...kinds];
}

/** Paragraphs of a body's plain text (its blocks are one per line). */
const paragraphs = (plain: string) =>
  plain
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The draft a preview link names, as visitors would see it once published, when it is a part of
 * this page in this language; null otherwise (the page is then shown as published).
 */
async function previewed(
  token: string | undefined,
  locale: Locale,
  kinds: readonly EditorialKind[],
): Promise<(PublishedItem & { kind: EditorialKind }) | null> {
  const versionId = token ? readPreviewToken(token) : null;
  if (!versionId) return null;
  const draft = await draftOf(await getDb(), versionId);
  if (!draft || draft.language !== locale || !kinds.includes(draft.kind)) return null;
  const { html, plain } = renderBody(draft.content.body);
  const now = new Date().toISOString();
  return {
    kind: draft.kind,
    itemId: draft.itemId,
    slug: draft.content.slug,
    title: draft.content.title,
    summary: draft.content.summary,
    html,
    plain,
    seoTitle: draft.content.seoTitle,
    seoDescription: draft.content.seoDescription,
    coverImage: draft.content.coverImage,
    fields: draft.content.fields,
    date: draft.displayDate,
    firstPublishedAt: now,
    updatedAt: now,
  };
}

/** The list with the draft in its item's place (or last, for an item never published). */
function withDraft(list: readonly PublishedItem[], draft: PublishedItem): PublishedItem[] {
  const at = list.findIndex((item) => item.itemId === draft.itemId);
  return at === -1 ? [...list, draft] : list.map((item, index) => (index === at ? draft : item));
}

async function withParts(
  page: PageContent,
  locale: Locale,
  preview?: string,
): Promise<{ page: PageContent; preview: boolean }> {
  const db = await getDb();
  const kinds = kindsOf(page);
  const lists = new Map(
    await Promise.all(
      kinds.map(async (kind) => [kind, await listPublished(db, kind, locale)] as const),
    ),
  );
  const draft = await previewed(preview, locale, kinds);
  if (draft) {
    const list = lists.get(draft.kind) ?? [];
    // The event's pages show one notice: the previewed one.
    lists.set(
      draft.kind,
      draft.kind === "event"
        ? [draft, ...list.filter((item) => item.itemId !== draft.itemId)]
        : withDraft(list, draft),
    );
  }
  const people = [...(lists.get("board") ?? []), ...(lists.get("leader") ?? [])];
  const photos = await libraryCovers([...people, ...(lists.get("team") ?? [])], locale);
  const [event] = lists.get("event") ?? [];
  // A video's captions in the other language, when that version is published too.
  const other = locale === "en" ? "ar" : "en";
  const captioned = lists.has("video")
    ? new Set(
        (await listPublished(db, "video", other))
          .filter((item) => item.fields.captions)
          .map((item) => item.itemId),
      )
    : new Set<string>();
  const fill = (section: Section): Section => {
    switch (section.kind) {
      case "people":
        return {
          ...section,
          items: (lists.get(section.source) ?? []).map((item) => person(item, photos)),
        };
      case "committees":
        return {
          ...section,
          items: (lists.get("committee") ?? []).map((item) => ({
            name: item.title,
            description: item.summary,
            members: parseMembers(item.fields.members ?? "") ?? [],
          })),
        };
      case "orgChart": {
        const root = chartOf(lists.get("org") ?? []);
        return root ? { ...section, root } : section;
      }
      case "exhibition":
        return event
          ? {
              ...section,
              heading: event.title,
              dates: event.fields.dates ?? "",
              hours: event.fields.hours ?? "",
              booth: event.fields.booth ?? "",
              venue: event.fields.venue ?? "",
              body: event.summary,
            }
          : section;
      case "videos":
        return {
          ...section,
          items: (lists.get("video") ?? []).flatMap((item) => {
            const facts = videoSources(item.fields.video ?? "");
            const seconds = Number(item.fields.videoSeconds);
            const width = Number(item.fields.videoWidth);
            const height = Number(item.fields.videoHeight);
            if (!facts || !(seconds > 0 && width > 0 && height > 0)) return [];
            const poster = libraryId.test(item.coverImage) ? item.coverImage : item.fields.poster;
            return [
              {
                title: item.title,
                description: item.summary,
                duration: durationText(seconds),
                sources: facts,
                ...(poster ? { poster } : {}),
                tracks: [
                  ...(item.fields.captions ? [captionTrack(item.itemId, locale)] : []),
                  ...(captioned.has(item.itemId) ? [captionTrack(item.itemId, other)] : []),
                ],
                width,
                height,
              },
            ];
          }),
        };
      case "text":
        return section.from && event
          ? { ...section, paragraphs: paragraphs(event.plain) }
          : section;
      default:
        return section;
    }
  };
  // The event's pages open with the notice's own introduction.
  const lead =
    event && page === copy[locale].pages.event
      ? event.fields.eventLead
      : event && page === copy[locale].pages.invitation
        ? event.fields.invitationLead
        : undefined;
  // Their description names the event too: the notice's own (for search engines), or its lead.
  const description = lead ? event?.seoDescription || lead : undefined;
  return {
    page: {
      ...page,
      ...(lead ? { lead } : {}),
      ...(description ? { description } : {}),
      sections: page.sections.map(fill),
    },
    preview: draft !== null,
  };
}

/** m:ss, or h:mm:ss from an hour. */
export function durationText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds / 60) % 60;
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** Where a video plays from: the first content's clips in both encodings, an upload as it is. */
function videoSources(file: string): { src: string; type: "video/webm" | "video/mp4" }[] | null {
  const seed = /^seed\/([a-z0-9-]+)$/.exec(file);
  if (seed) {
    return [
      { src: `/videos/${seed[1]}.webm`, type: "video/webm" },
      { src: `/videos/${seed[1]}.mp4`, type: "video/mp4" },
    ];
  }
  const upload = /^videos\/([0-9a-f-]{36})\.(webm|mp4)$/.exec(file);
  return upload ? [{ src: `/media/${file}`, type: `video/${upload[2] as "webm" | "mp4"}` }] : null;
}

const captionTrack = (itemId: string, language: Locale) => ({
  src: `/media/captions/${itemId}.${language}.vtt`,
  srclang: language,
});

/** The pages drawn from the studio's parts. */
export const partPages = [
  "boardMembers",
  "leaders",
  "team",
  "organizationChart",
  "event",
  "invitation",
  "videos",
] as const;

/**
 * A page drawn from the staff's content: the investors' pages from their documents, the others
 * from their parts (with a preview link's draft in its place).
 */
export const getStaffPage = createServerFn({ method: "GET" })
  .validator(
    validInput(
      z.object({
        locale: input.locale,
        page: z.enum([...partPages, ...documentPages]),
        preview: z.optional(z.string().check(z.maxLength(200))),
      }),
    ),
  )
  .handler(async ({ data }): Promise<{ page: PageContent; preview: boolean }> => {
    const copyOf = copy[data.locale].pages[data.page];
    if ((documentPages as readonly string[]).includes(data.page)) {
      return { page: await withDocuments(copyOf, data.locale), preview: false };
    }
    const drawn = await withParts(copyOf, data.locale, data.preview ?? previewOfPage());
    // A preview's answer is for the link's holder alone: never shared by a cache nor indexed.
    if (drawn.preview) {
      setResponseHeaders(
        new Headers({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" }),
      );
    }
    return drawn;
  });

/**
 * The preview link's token of the page being drawn: read from the page's own address, so the
 * routes' options (in every page's first load) need nothing for it. A client-side navigation
 * carries none (the link is opened as a page).
 */
function previewOfPage(): string | undefined {
  try {
    const token = new URL(getRequest().url).searchParams.get("preview");
    return token && token.length <= 200 ? token : undefined;
  } catch {
    return undefined;
  }
}
