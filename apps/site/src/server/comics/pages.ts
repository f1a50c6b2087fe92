// The server functions the comics pages' loaders call. Each reads its input through a schema (a
// value it cannot read names no page: 404), and the signed-in viewer from the request's session,
// never from the input.
import { type TranslationLanguage, translationLanguages } from "@rawafed/forms/schemas";
import { createServerFn } from "@tanstack/react-start";
import { getRequestHeaders } from "@tanstack/react-start/server";
import * as z from "zod/mini";
import { viewerOf } from "../accounts/viewer";
import { input, validInput } from "../content/input";
import { getDb } from "../db/index";
import { catalogHome } from "./catalog";
import { chapterPage, preparingChapterPage, recordChapterView } from "./chapter";
import { comicPage } from "./comic";
import { publisherPage, translatorPage } from "./people";
import { searchComics } from "./search";
import { readSearchParams } from "./searchParams";
import { chapterLanguageOf } from "./shared";
import { teamPage } from "./teams";
import { searchTranscripts } from "./transcripts";

const viewerId = async (): Promise<string | null> =>
  (await viewerOf(new Headers(getRequestHeaders())))?.id ?? null;

/** The catalog's front page: latest chapters (the visitor's language first), popular, genres. */
export const getCatalogHome = createServerFn({ method: "GET" })
  .validator(validInput(z.object({ locale: input.locale })))
  .handler(async ({ data }) => catalogHome(await getDb(), data));

/**
 * Search results with their facets, and the pages whose transcripts have the words; the
 * parameters are read leniently (never an error).
 */
export const getComicsSearch = createServerFn({ method: "GET" })
  .validator((data: Record<string, unknown>) =>
    readSearchParams(typeof data === "object" && data !== null ? data : {}),
  )
  .handler(async ({ data }) => {
    const db = await getDb();
    const [result, pages] = await Promise.all([
      searchComics(db, data),
      data.q ? searchTranscripts(db, data.q) : [],
    ]);
    return { ...result, pages };
  });

/** A comic's page, with what the viewer saved, follows and rated; `null` if not published. */
export const getComicPage = createServerFn({ method: "GET" })
  .validator(validInput(z.object({ slug: input.slug() })))
  .handler(async ({ data }) =>
    comicPage(await getDb(), { slug: data.slug, viewerId: await viewerId() }),
  );

const chapterInput = z.object({
  slug: input.slug(),
  number: z.number().check(z.int(), z.minimum(0), z.maximum(100_000)),
  /** The chapter's language when the link names one; else the page's, then any. */
  language: z.optional(z.enum(translationLanguages)),
  locale: input.locale,
});

/**
 * A chapter to read. Without a language asked for, the one of the page's locale, then the first
 * language the chapter exists in. Not counted as a view here: a link preloaded on hover is not a
 * read (see `countChapterView`). A published chapter whose pages are still being drawn, and none
 * readable, answers `{ preparing: true }`: the page says so (503, see the route).
 */
export const getChapterPage = createServerFn({ method: "GET" })
  .validator(validInput(chapterInput))
  .handler(async ({ data }) => {
    const db = await getDb();
    const viewer = await viewerId();
    const preferred: TranslationLanguage[] = data.language
      ? [data.language]
      : [
          chapterLanguageOf(data.locale),
          ...translationLanguages.filter((id) => id !== chapterLanguageOf(data.locale)),
        ];
    for (const language of preferred) {
      const page = await chapterPage(db, { ...data, language, viewerId: viewer });
      if (page) return page;
    }
    for (const language of preferred) {
      const preparing = await preparingChapterPage(db, { ...data, language });
      if (preparing) return preparing;
    }
    return null;
  });

/** A chapter shown in the reader: one more view for it and its comic. */
export const countChapterView = createServerFn({ method: "POST" })
  .validator(validInput(z.object({ chapterId: z.uuid() })))
  .handler(async ({ data }): Promise<void> => recordChapterView(await getDb(), data.chapterId));

export const getTranslatorPage = createServerFn({ method: "GET" })
  .validator(validInput(z.object({ id: input.slug() })))
  .handler(async ({ data }) =>
    translatorPage(await getDb(), { id: data.id, viewerId: await viewerId() }),
  );

export const getPublisherPage = createServerFn({ method: "GET" })
  .validator(validInput(z.object({ slug: input.slug() })))
  .handler(async ({ data }) =>
    publisherPage(await getDb(), { slug: data.slug, viewerId: await viewerId() }),
  );

export const getTeamPage = createServerFn({ method: "GET" })
  .validator(validInput(z.object({ slug: input.slug() })))
  .handler(async ({ data }) =>
    teamPage(await getDb(), { slug: data.slug, viewerId: await viewerId() }),
  );
