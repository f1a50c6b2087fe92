// The public pages of the staff's content (news, blog articles, job openings, the FAQ): the page's
// copy from code, its items from the database, published ones only (`studio/published.ts`).
import type { Locale } from "@rawafed/i18n";
import { createServerFn } from "@tanstack/react-start";
import * as z from "zod/mini";
import ar from "../../content/ar/index";
import { pictureAlts as arAlts } from "../../content/ar/pictures";
import en from "../../content/en/index";
import { pictureAlts as enAlts } from "../../content/en/pictures";
import { type IllustrationId, illustrationIds, type PictureRef } from "../../content/pictures";
import type { PageContent, Section } from "../../content/schema";
import { getDb } from "../db/index";
import type { EditorialKind } from "../db/schema";
import { readPreviewToken } from "../studio/preview";
import { draftOf, findPublished, listPublished, type PublishedItem } from "../studio/published";
import { renderBody } from "../studio/render";
import { retentionDays } from "../submissions/retentionPeriod";
import { type CoverMedia, libraryCovers, libraryId } from "./covers";
import { input, validInput } from "./input";

const copy = { en, ar } as const;

/** An item as a list or page shows it: no editor document, only what the server rendered. */
export interface ItemView {
  slug: string;
  title: string;
  summary: string;
  date: string;
  html: string;
  author?: string;
  seoTitle: string;
  seoDescription: string;
  fields: Record<string, string>;
  /** The cover picture with its text alternative in the page's language. */
  cover?: PictureRef;
  /** A cover from the media library: its sizes and text alternative in the page's language. */
  coverMedia?: CoverMedia;
}

/** `view` for each item, with its media library cover when it has one. */
async function views(
  items: readonly PublishedItem[],
  locale: Locale,
  shape: (item: PublishedItem) => ItemView,
): Promise<ItemView[]> {
  const covers = await libraryCovers(items, locale);
  return items.map((item) => {
    const media = covers.get(libraryId.exec(item.coverImage)?.[1] ?? "");
    return media ? { ...shape(item), coverMedia: media } : shape(item);
  });
}

const alts = { en: enAlts, ar: arAlts } as const;

/** A cover as the site's pictures are drawn: one of its illustrations (`/images/{id}`). */
function coverOf(path: string, locale: Locale): PictureRef | undefined {
  const id = path.startsWith("/images/") ? path.slice("/images/".length) : "";
  if (!(illustrationIds as readonly string[]).includes(id)) return undefined;
  return { id: id as IllustrationId, alt: alts[locale][id as IllustrationId] };
}

const view = (item: PublishedItem, locale: Locale): ItemView => ({
  slug: item.slug,
  title: item.title,
  summary: item.summary,
  date: item.date,
  html: item.html,
  ...(item.fields.author ? { author: item.fields.author } : {}),
  seoTitle: item.seoTitle,
  seoDescription: item.seoDescription,
  fields: item.fields,
  ...(coverOf(item.coverImage, locale) ? { cover: coverOf(item.coverImage, locale) } : {}),
});

/** A list's cards carry no body: a page sends only what it shows. */
const card =
  (locale: Locale) =>
  (item: PublishedItem): ItemView => ({
    ...view(item, locale),
    html: "",
  });

const list = async (kind: EditorialKind, locale: Locale, limit?: number) =>
  listPublished(await getDb(), kind, locale, limit);

export const getHome = createServerFn({ method: "GET" })
  .validator(validInput(z.object({ locale: input.locale })))
  .handler(
    async ({ data }): Promise<{ page: PageContent; news: ItemView[] }> => ({
      page: copy[data.locale].pages.home,
      news: await views(await list("news", data.locale, 3), data.locale, card(data.locale)),
    }),
  );

export const getNewsAndPage = createServerFn({ method: "GET" })
  .validator(validInput(z.object({ locale: input.locale })))
  .handler(
    async ({ data }): Promise<{ page: PageContent; news: ItemView[] }> => ({
      page: copy[data.locale].pages.news,
      news: await views(await list("news", data.locale), data.locale, card(data.locale)),
    }),
  );

export const getBlogsAndPage = createServerFn({ method: "GET" })
  .validator(validInput(z.object({ locale: input.locale })))
  .handler(
    async ({ data }): Promise<{ page: PageContent; blogs: ItemView[] }> => ({
      page: copy[data.locale].pages.blogs,
      blogs: await views(await list("blog", data.locale), data.locale, card(data.locale)),
    }),
  );

/** One item's page: the item and the slugs of its published twins; where it moved; or nothing. */
export type ItemPage =
  | { item: ItemView; twins: Partial<Record<Locale, string>>; preview?: true }
  | { movedTo: string }
  | null;

const itemPage = async (kind: EditorialKind, locale: Locale, slug: string): Promise<ItemPage> => {
  const found = await findPublished(await getDb(), kind, locale, slug);
  if (!found) return null;
  if ("movedTo" in found) return found;
  const [item] = await views([found.found], locale, (one) => view(one, locale));
  return { item: item as ItemView, twins: found.twins };
};

const itemInput = (name: string) =>
  validInput(z.object({ locale: input.locale, slug: input.slug(), kind: z.literal(name) }));

export const getBlog = createServerFn({ method: "GET" })
  .validator(itemInput("blog"))
  .handler(({ data }) => itemPage("blog", data.locale, data.slug));

export const getNewsItem = createServerFn({ method: "GET" })
  .validator(itemInput("news"))
  .handler(({ data }) => itemPage("news", data.locale, data.slug));

/**
 * A draft as visitors would see it, for whoever holds its preview link (`studio/preview.ts`):
 * the version's latest revision, whatever its state; null when the link is not genuine, has
 * expired, or is for another kind or language.
 */
export const getPreview = createServerFn({ method: "GET" })
  .validator(
    validInput(
      z.object({
        locale: input.locale,
        kind: z.enum(["news", "blog", "job"]),
        token: z.string().check(z.maxLength(200)),
      }),
    ),
  )
  .handler(async ({ data }): Promise<ItemPage> => {
    const versionId = readPreviewToken(data.token);
    if (!versionId) return null;
    const draft = await draftOf(await getDb(), versionId);
    if (!draft || draft.kind !== data.kind || draft.language !== data.locale) return null;
    const { html, plain } = renderBody(draft.content.body);
    const item: PublishedItem = {
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
      firstPublishedAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    const [shown] = await views([item], data.locale, (one) => view(one, data.locale));
    return { item: shown as ItemView, twins: {}, preview: true };
  });

export const getJob = createServerFn({ method: "GET" })
  .validator(itemInput("job"))
  .handler(({ data }) => itemPage("job", data.locale, data.slug));

/** The page's copy with the items of its `kind` section taken from the database. */
function filled(page: PageContent, fill: (section: Section) => Section): PageContent {
  return { ...page, sections: page.sections.map(fill) };
}

export const getCareersAndPage = createServerFn({ method: "GET" })
  .validator(validInput(z.object({ locale: input.locale })))
  .handler(
    async ({ data }): Promise<{ page: PageContent; jobs: ItemView[]; retentionDays: number }> => {
      const jobs = (await list("job", data.locale)).map(card(data.locale));
      const page = filled(copy[data.locale].pages.careers, (section) =>
        section.kind === "jobs"
          ? {
              ...section,
              items: jobs.map((job) => ({
                title: job.title,
                location: job.fields.location ?? "",
                type: job.fields.employmentType ?? "",
                summary: job.summary,
                slug: job.slug,
              })),
            }
          : section,
      );
      // The page's application form says how long applications are kept.
      return { page, jobs, retentionDays: retentionDays() };
    },
  );

export const getFaqAndPage = createServerFn({ method: "GET" })
  .validator(validInput(z.object({ locale: input.locale })))
  .handler(async ({ data }): Promise<{ page: PageContent }> => {
    const entries = await list("faq", data.locale);
    const page = filled(copy[data.locale].pages.faq, (section) =>
      section.kind === "faq"
        ? {
            ...section,
            items: entries.map((entry) => ({
              question: entry.title,
              answer: entry.plain,
              answerHtml: entry.html,
            })),
          }
        : section,
    );
    return { page };
  });
