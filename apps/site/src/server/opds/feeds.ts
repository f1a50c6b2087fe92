// The OPDS catalogs' feeds, as one model both versions write (`v1.ts`: OPDS 1.2 Atom, `v2.ts`:
// OPDS 2.0 JSON). A feed is named by its path under a version's root (`catalog`, `latest`,
// `genres/action`, `comics/{slug}`...); the writers make each path absolute for their version.
import {
  type ComicGenre,
  comicGenres,
  type ReadingDirection,
  type TranslationLanguage,
  translationLanguages,
} from "@rawafed/forms/schemas";
import { formatMessage, type Locale, type MessageId, type MessageValues } from "@rawafed/i18n";
import { messagesOf } from "../../runtime/embeddedMessages";
import { pagePath } from "../../site/paths";
import { languageTags } from "../comics/chapterLanguage";
import type { SearchSort } from "../comics/searchParams";
import { QUERY_MAX } from "../comics/searchParams";
import { creditsOf } from "../comics/teams";
import type { Database } from "../db/index";
import { isUuid } from "../files/keys";
import { chapterPdfUrl } from "../files/urls";
import {
  comicDetail,
  historyChapters,
  listComics,
  type OpdsChapter,
  type OpdsComic,
  personalComics,
  progressOf,
  readableChapterPages,
  savedChapters,
} from "./catalog";

/** An entry that leads to another feed: a section of the catalog, or a comic's chapters. */
export interface NavigationEntry {
  type: "navigation";
  /** The feed it leads to, and whether that one lists chapters (acquisition) or feeds. */
  path: string;
  leadsTo: "navigation" | "acquisition";
  title: string;
  summary?: string;
  updated: string;
  /** The comic's cover (a path on the site), for a comic. */
  image?: string | null;
}

/** A chapter: its PDF to download and its pages to stream. */
export interface ChapterEntry {
  type: "chapter";
  id: string;
  title: string;
  /** The comic's name, as the chapter's series. */
  series: string;
  number: number;
  summary: string;
  updated: string;
  language: string;
  pageCount: number;
  pdf: { href: string; length: number } | null;
  image: string | null;
  /** Where the person reading is in it: the page reached, from 1, and when. */
  lastRead?: { page: number; at: string };
  /** Who translated it: its team (with its page) and the people credited (theirs, if any). */
  credits: {
    team: { name: string; href: string } | null;
    people: { name: string; href?: string }[];
  };
}

export interface Feed {
  path: string;
  /** A feed of feeds, or of chapters to read. */
  kind: "navigation" | "acquisition";
  title: string;
  updated: string;
  entries: (NavigationEntry | ChapterEntry)[];
  /** The feed one level up; none for the catalog's root. */
  up?: string;
  /** Of a list in pages: this one and how many (from 1), the path's query kept on each. */
  pages?: { page: number; count: number };
  /** The comic's own metadata, on its chapters' feed. */
  comic?: { description: string; writer: string; artist: string; direction: ReadingDirection };
}

export const ROOT = "catalog";

/** The moment a feed with no dated entry was last changed: the catalog's own start. */
const EPOCH = new Date(0).toISOString();

const latestOf = (dates: readonly (string | null | undefined)[]): string =>
  dates.reduce<string>((latest, at) => (at && at > latest ? at : latest), EPOCH);

/** A request for a feed: its path, its query, the language its words are in, and who reads. */
export interface FeedRequest {
  path: string;
  query: URLSearchParams;
  locale: Locale;
  reader: { userId: string } | null;
}

/** A personal feed asked for by nobody signed in: the answer is the sign-in (401). */
export const SIGN_IN = Symbol("sign in");

/** The feeds of the person reading, listed in the catalog's root for everyone (401 until then). */
const PERSONAL = ["history", "saved", "following"] as const;

/** The catalog's words in `locale` (its messages loaded first: `loadMessages`). */
export function words(locale: Locale) {
  const messages = messagesOf(locale);
  return (id: MessageId, values?: MessageValues) => formatMessage(locale, messages, id, values);
}

/** The page asked for (from 1; anything else is the first). */
function pageOf(query: URLSearchParams): number {
  const page = Number(query.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

const comicTitle = (comic: Pick<OpdsComic, "name" | "translatedName">) =>
  comic.translatedName || comic.name;

function comicEntries(list: readonly OpdsComic[]): NavigationEntry[] {
  return list.map((comic) => ({
    type: "navigation",
    path: `comics/${encodeURIComponent(comic.slug)}`,
    leadsTo: "acquisition",
    title: comicTitle(comic),
    summary: comic.translatedName && comic.translatedName !== comic.name ? comic.name : undefined,
    updated: comic.updated ?? EPOCH,
    image: comic.cover,
  }));
}

async function comicList(
  db: Database,
  request: FeedRequest,
  title: string,
  up: string,
  query: { sort: SearchSort; q?: string; genre?: ComicGenre; language?: TranslationLanguage },
): Promise<Feed> {
  const found = await listComics(db, { ...query, page: pageOf(request.query) });
  const entries = comicEntries(found.comics);
  return {
    path: request.path,
    kind: "navigation",
    title,
    updated: latestOf(entries.map((entry) => entry.updated)),
    entries,
    up,
    pages: { page: found.page, count: Math.max(1, found.pageCount) },
  };
}

/** The feed at `request.path`, none (404), or `SIGN_IN` for a personal one without a reader. */
export async function opdsFeed(
  db: Database,
  request: FeedRequest,
): Promise<Feed | null | typeof SIGN_IN> {
  const t = words(request.locale);
  const [section, id, ...rest] = request.path.split("/");
  if (rest.length > 0) return null;
  const personal = PERSONAL.find((known) => known === section);
  if (personal) {
    if (!request.reader) return SIGN_IN;
    return personalFeed(db, request, request.reader.userId, personal, id);
  }
  switch (section) {
    case ROOT: {
      if (id !== undefined) return null;
      const sections = [
        ["latest", "comics.opds.latest", "comics.opds.latestDescription"],
        ["popular", "comics.opds.popular", "comics.opds.popularDescription"],
        ["genres", "comics.opds.genres", "comics.opds.genresDescription"],
        ["languages", "comics.opds.languages", "comics.opds.languagesDescription"],
        ["history", "comics.opds.history", "comics.opds.historyDescription"],
        ["saved", "comics.opds.saved", "comics.opds.savedDescription"],
        ["following", "comics.opds.following", "comics.opds.followingDescription"],
      ] as const;
      const latest = await listComics(db, { sort: "latest", page: 1 });
      const updated = latestOf(latest.comics.map((comic) => comic.updated));
      return {
        path: ROOT,
        kind: "navigation",
        title: t("comics.opds.catalog"),
        updated,
        entries: sections.map(([path, title, summary]) => ({
          type: "navigation",
          path,
          leadsTo: path === "history" ? "acquisition" : "navigation",
          title: t(title),
          summary: t(summary),
          updated,
        })),
      };
    }
    case "latest":
    case "popular":
      if (id !== undefined) return null;
      return comicList(db, request, t(`comics.opds.${section}`), ROOT, { sort: section });
    case "search": {
      const q = (request.query.get("q") ?? "").trim().slice(0, QUERY_MAX);
      if (id !== undefined || !q) return null;
      return comicList(db, request, t("comics.opds.searchResults", { query: q }), ROOT, {
        sort: "relevance",
        q,
      });
    }
    case "genres": {
      if (id === undefined) {
        return listFeed(request.path, t("comics.opds.genres"), comicGenres, "genres", (genre) =>
          t(`comics.genre.${genre}`),
        );
      }
      const genre = comicGenres.find((known) => known === id);
      if (!genre) return null;
      return comicList(db, request, t(`comics.genre.${genre}`), "genres", {
        sort: "latest",
        genre,
      });
    }
    case "languages": {
      if (id === undefined) {
        return listFeed(
          request.path,
          t("comics.opds.languages"),
          translationLanguages,
          "languages",
          (language) => t(`language.${language}`),
        );
      }
      const language = translationLanguages.find((known) => known === id);
      if (!language) return null;
      return comicList(db, request, t(`language.${language}`), "languages", {
        sort: "latest",
        language,
      });
    }
    case "comics": {
      const slug = id === undefined ? undefined : decoded(id);
      return slug === undefined ? null : comicFeed(db, request, slug);
    }
    default:
      return null;
  }
}

/** A path segment decoded; none for one that does not decode (`%E0%A4`). */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A feed of fixed sections (the genres, the languages), each leading to its comics. */
function listFeed<T extends string>(
  path: string,
  title: string,
  ids: readonly T[],
  under: string,
  label: (id: T) => string,
): Feed {
  return {
    path,
    kind: "navigation",
    title,
    updated: EPOCH,
    up: ROOT,
    entries: ids.map((id) => ({
      type: "navigation",
      path: `${under}/${id}`,
      leadsTo: "navigation",
      title: label(id),
      updated: EPOCH,
    })),
  };
}

async function comicFeed(db: Database, request: FeedRequest, slug: string): Promise<Feed | null> {
  const comic = await comicDetail(db, slug);
  if (!comic) return null;
  const series = comicTitle(comic);
  return {
    path: request.path,
    kind: "acquisition",
    title: series,
    updated: comic.updated ?? EPOCH,
    up: ROOT,
    comic: {
      description: comic.description,
      writer: comic.writer,
      artist: comic.artist,
      direction: comic.direction,
    },
    entries: await chapterEntries(
      db,
      request,
      comic.chapters.map((chapter) => ({
        ...chapter,
        series,
        cover: chapter.cover ?? comic.cover,
      })),
    ),
  };
}

/** A chapter's pages for a reading app (OPDS 2.0's Divina manifest): its entry, direction, sizes. */
export interface ChapterManifest {
  entry: ChapterEntry;
  direction: ReadingDirection;
  pages: { width: number; height: number }[];
}

/** A readable chapter's manifest, in the words of `request`; none for any other id. */
export async function chapterManifest(
  db: Database,
  request: FeedRequest,
  chapterId: string,
): Promise<ChapterManifest | null> {
  if (!isUuid(chapterId)) return null;
  const chapter = await readableChapterPages(db, chapterId);
  if (!chapter) return null;
  const [entry] = await chapterEntries(db, request, [
    { ...chapter, series: comicTitle(chapter.comic), cover: chapter.cover ?? chapter.comic.cover },
  ]);
  if (!entry) return null;
  return { entry, direction: chapter.direction, pages: chapter.pages };
}

/** Chapters as a feed's entries, each with where the person reading is in it. */
async function chapterEntries(
  db: Database,
  request: FeedRequest,
  list: readonly (OpdsChapter & { series: string })[],
): Promise<ChapterEntry[]> {
  const t = words(request.locale);
  const ids = list.map((chapter) => chapter.id);
  const [progress, credits] = await Promise.all([
    request.reader
      ? progressOf(db, request.reader.userId, ids)
      : new Map<string, { page: number; at: string }>(),
    creditsOf(db, ids),
  ]);
  const { locale } = request;
  return list.map((chapter) => {
    const lastRead = progress.get(chapter.id);
    const credit = credits.get(chapter.id);
    return {
      type: "chapter",
      id: chapter.id,
      title: chapter.title
        ? t("comics.opds.chapterTitled", { number: chapter.number, title: chapter.title })
        : t("comics.opds.chapter", { number: chapter.number }),
      series: chapter.series,
      number: chapter.number,
      summary: t("comics.opds.chapterSummary", {
        pages: chapter.pageCount,
        language: t(`language.${chapter.language}`),
      }),
      updated: chapter.publishedAt ?? EPOCH,
      language: languageTags[chapter.language],
      pageCount: chapter.pageCount,
      pdf:
        chapter.pdfSize === null
          ? null
          : { href: chapterPdfUrl(chapter.id), length: chapter.pdfSize },
      image: chapter.cover,
      ...(lastRead ? { lastRead } : {}),
      credits: {
        team: credit?.team
          ? {
              name: credit.team.name,
              href: pagePath("translationTeam", locale, { slug: credit.team.slug }),
            }
          : null,
        people: (credit?.people ?? []).map((person) => ({
          name: person.name,
          href: person.profile ? pagePath("translator", locale, { id: person.id }) : undefined,
        })),
      },
    };
  });
}

/** The person's own feeds: what they read last, saved and follow. */
async function personalFeed(
  db: Database,
  request: FeedRequest,
  userId: string,
  section: (typeof PERSONAL)[number],
  id: string | undefined,
): Promise<Feed | null> {
  const t = words(request.locale);
  if (section === "history" || (section === "saved" && id === "chapters")) {
    const found =
      section === "history" ? await historyChapters(db, userId) : await savedChapters(db, userId);
    const entries = await chapterEntries(
      db,
      request,
      found.map((chapter) => ({
        ...chapter,
        series: comicTitle(chapter.comic),
        cover: chapter.cover ?? chapter.comic.cover,
      })),
    );
    return {
      path: request.path,
      kind: "acquisition",
      title: t(section === "history" ? "comics.opds.history" : "comics.opds.savedChapters"),
      updated: latestOf(entries.map((entry) => entry.lastRead?.at ?? entry.updated)),
      up: section === "history" ? ROOT : "saved",
      entries,
    };
  }
  if (id !== undefined) return null;
  const entries = comicEntries(await personalComics(db, userId, section));
  if (section === "saved") {
    entries.push({
      type: "navigation",
      path: "saved/chapters",
      leadsTo: "acquisition",
      title: t("comics.opds.savedChapters"),
      summary: t("comics.opds.savedChaptersDescription"),
      updated: latestOf(entries.map((entry) => entry.updated)),
    });
  }
  return {
    path: request.path,
    kind: "navigation",
    title: t(section === "saved" ? "comics.opds.saved" : "comics.opds.following"),
    updated: latestOf(entries.map((entry) => entry.updated)),
    up: ROOT,
    entries,
  };
}
