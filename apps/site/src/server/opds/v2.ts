// OPDS 2.0 (JSON, https://drafts.opds.io/opds-2.0): the same feeds as `v1.ts`, every link
// absolute from the site's origin.
import {
  type ChapterEntry,
  type ChapterManifest,
  type Feed,
  type NavigationEntry,
  ROOT,
} from "./feeds";
import {
  AUTH_DOCUMENT,
  type FeedBase,
  manifestPath,
  OPDS_AUTHENTICATION,
  streamedPage,
  V1,
  V2,
} from "./paths";
import { ATOM_ACQUISITION, ATOM_NAVIGATION } from "./v1";

export const OPDS_JSON = "application/opds+json";
export const OPDS_PUBLICATION = "application/opds-publication+json";
/** Readium's manifest of a visual work's pages (https://readium.org/webpub-manifest/profiles/divina). */
export const DIVINA_JSON = "application/divina+json";
const DIVINA_PROFILE = "https://readium.org/webpub-manifest/profiles/divina";

interface Link {
  href: string;
  type?: string;
  rel?: string;
  title?: string;
  templated?: boolean;
  length?: number;
}

function feedUrl(base: FeedBase, path: string, query?: URLSearchParams): string {
  const url = new URL(`${base.root}/${V2}/${path}`);
  if (query) url.search = query.toString();
  return url.href;
}

function navigationLink(base: FeedBase, entry: NavigationEntry): Link {
  return {
    href: feedUrl(base, entry.path),
    type: OPDS_JSON,
    title: entry.title,
    rel: "subsection",
  };
}

/** A chapter's metadata, in its feed's publication and in its own manifest. */
const chapterMetadata = (base: FeedBase, entry: ChapterEntry) => ({
  "@type": "http://schema.org/ComicIssue",
  identifier: `urn:uuid:${entry.id}`,
  title: entry.title,
  modified: entry.updated,
  language: entry.language,
  description: entry.summary,
  numberOfPages: entry.pageCount,
  belongsTo: { series: { name: entry.series, position: entry.number } },
  ...translators(base, entry),
});

/** Who translated it, as the manifest's translators: its team first, then each person credited. */
function translators(base: FeedBase, entry: ChapterEntry) {
  const { team, people } = entry.credits;
  const who = [...(team ? [team] : []), ...people].map(({ name, href }) => ({
    name,
    ...(href ? { links: [{ href: new URL(href, base.origin).href, type: "text/html" }] } : {}),
  }));
  return who.length > 0 ? { translator: who } : {};
}

const manifestUrl = (base: FeedBase, chapterId: string) => feedUrl(base, manifestPath(chapterId));

/** A chapter: its pages to read in a Divina manifest, and its PDF to download. */
function publication(base: FeedBase, entry: ChapterEntry) {
  return {
    metadata: chapterMetadata(base, entry),
    links: [
      {
        rel: "http://opds-spec.org/acquisition",
        href: manifestUrl(base, entry.id),
        type: DIVINA_JSON,
      },
      ...(entry.pdf
        ? [
            {
              rel: "http://opds-spec.org/acquisition",
              href: new URL(entry.pdf.href, base.origin).href,
              type: "application/pdf",
              length: entry.pdf.length,
            },
          ]
        : []),
    ],
    images: entry.image
      ? [{ href: new URL(entry.image, base.origin).href, type: "image/webp" }]
      : [],
  };
}

/**
 * A chapter's Divina manifest: its pages in reading order, each the page stream's JPEG (so the
 * declared type is the bytes' whatever the app's `Accept`), with its size; streamed to a
 * signed-in reader, each moves their place as the web reader does.
 */
export function divinaManifest(base: FeedBase, { entry, direction, pages }: ChapterManifest) {
  const page = (index: number) => new URL(`${base.root}/${streamedPage(entry.id, index)}`).href;
  return {
    "@context": "https://readium.org/webpub-manifest/context.jsonld",
    metadata: {
      ...chapterMetadata(base, entry),
      conformsTo: DIVINA_PROFILE,
      readingProgression: direction === "vertical" ? "ttb" : direction,
    },
    links: [
      { rel: "self", href: manifestUrl(base, entry.id), type: DIVINA_JSON },
      ...(entry.pdf
        ? [
            {
              rel: "alternate",
              href: new URL(entry.pdf.href, base.origin).href,
              type: "application/pdf",
            },
          ]
        : []),
    ],
    readingOrder: pages.map(({ width, height }, index) => ({
      href: page(index),
      type: "image/jpeg",
      width,
      height,
    })),
    ...(entry.image
      ? {
          resources: [
            { rel: "cover", href: new URL(entry.image, base.origin).href, type: "image/webp" },
          ],
        }
      : {}),
  };
}

/** The feed as an OPDS 2.0 document. `query`: the request's, kept on pagination links. */
export function jsonCatalog(
  feed: Feed,
  { base, query }: { base: FeedBase; query: URLSearchParams },
) {
  const pageLink = (rel: string, page: number): Link => {
    const next = new URLSearchParams(query);
    next.set("page", String(page));
    return { rel, href: feedUrl(base, feed.path, next), type: OPDS_JSON };
  };
  const pages = feed.pages;
  const navigation = feed.entries
    .filter((entry): entry is NavigationEntry => entry.type === "navigation")
    .map((entry) => navigationLink(base, entry));
  const publications = feed.entries
    .filter((entry): entry is ChapterEntry => entry.type === "chapter")
    .map((entry) => publication(base, entry));
  return {
    metadata: {
      title: feed.title,
      modified: feed.updated,
      ...(feed.comic?.description ? { description: feed.comic.description } : {}),
      ...(pages ? { currentPage: pages.page } : {}),
    },
    links: [
      { rel: "self", href: feedUrl(base, feed.path, query), type: OPDS_JSON },
      { rel: "start", href: feedUrl(base, ROOT), type: OPDS_JSON },
      ...(feed.up ? [{ rel: "up", href: feedUrl(base, feed.up), type: OPDS_JSON }] : []),
      {
        rel: "search",
        href: `${feedUrl(base, "search")}{?q}`,
        type: OPDS_JSON,
        templated: true,
      },
      {
        rel: "alternate",
        href: new URL(`${base.root}/${V1}/${feed.path}${query.size ? `?${query}` : ""}`).href,
        type: feed.kind === "acquisition" ? ATOM_ACQUISITION : ATOM_NAVIGATION,
      },
      ...(pages && pages.count > 1
        ? [
            pageLink("first", 1),
            ...(pages.page > 1 ? [pageLink("previous", pages.page - 1)] : []),
            ...(pages.page < pages.count ? [pageLink("next", pages.page + 1)] : []),
            pageLink("last", pages.count),
          ]
        : []),
      {
        rel: "http://opds-spec.org/auth/document",
        href: feedUrl(base, AUTH_DOCUMENT),
        type: OPDS_AUTHENTICATION,
      },
    ],
    ...(navigation.length > 0 ? { navigation } : {}),
    ...(publications.length > 0 ? { publications } : {}),
    // A feed must hold something: an empty one leads back to the catalog's start.
    ...(navigation.length === 0 && publications.length === 0
      ? {
          navigation: [
            { href: feedUrl(base, ROOT), type: OPDS_JSON, title: feed.title, rel: "start" },
          ],
        }
      : {}),
  };
}

/** The Authentication for OPDS document: HTTP Basic with an app password. */
export function authenticationDocument(
  base: FeedBase,
  words: {
    title: string;
    description: string;
    login: string;
    password: string;
    register: { href: string; title: string };
    help: { href: string; title: string };
  },
) {
  return {
    id: feedUrl(base, AUTH_DOCUMENT),
    title: words.title,
    description: words.description,
    links: [
      {
        rel: "register",
        href: words.register.href,
        type: "text/html",
        title: words.register.title,
      },
      { rel: "help", href: words.help.href, type: "text/html", title: words.help.title },
      { rel: "start", href: feedUrl(base, ROOT), type: OPDS_JSON },
    ],
    authentication: [
      {
        type: "http://opds-spec.org/auth/basic",
        labels: { login: words.login, password: words.password },
      },
    ],
  };
}
