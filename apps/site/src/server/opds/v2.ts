// OPDS 2.0 (JSON, https://drafts.opds.io/opds-2.0): the same feeds as `v1.ts`, every link
// absolute from the site's origin.
import { type ChapterEntry, type Feed, type NavigationEntry, ROOT } from "./feeds";
import { OPDS_V1, OPDS_V2 } from "./paths";
import { ATOM_ACQUISITION, ATOM_NAVIGATION } from "./v1";

export const OPDS_JSON = "application/opds+json";
export const OPDS_PUBLICATION = "application/opds-publication+json";

interface Link {
  href: string;
  type?: string;
  rel?: string;
  title?: string;
  templated?: boolean;
  length?: number;
}

function feedUrl(origin: string, path: string, query?: URLSearchParams): string {
  const url = new URL(`${OPDS_V2}/${path}`, origin);
  if (query) url.search = query.toString();
  return url.href;
}

function navigationLink(origin: string, entry: NavigationEntry): Link {
  return {
    href: feedUrl(origin, entry.path),
    type: OPDS_JSON,
    title: entry.title,
    rel: "subsection",
  };
}

function publication(origin: string, entry: ChapterEntry) {
  return {
    metadata: {
      "@type": "http://schema.org/ComicIssue",
      identifier: `urn:uuid:${entry.id}`,
      title: entry.title,
      modified: entry.updated,
      language: entry.language,
      description: entry.summary,
      numberOfPages: entry.pageCount,
      belongsTo: { series: { name: entry.series, position: entry.number } },
    },
    links: entry.pdf
      ? [
          {
            rel: "http://opds-spec.org/acquisition",
            href: new URL(entry.pdf.href, origin).href,
            type: "application/pdf",
            length: entry.pdf.length,
          },
        ]
      : [],
    images: entry.image ? [{ href: new URL(entry.image, origin).href, type: "image/webp" }] : [],
  };
}

/** The feed as an OPDS 2.0 document. `query`: the request's, kept on pagination links. */
export function jsonCatalog(
  feed: Feed,
  { origin, query, links = [] }: { origin: string; query: URLSearchParams; links?: Link[] },
) {
  const pageLink = (rel: string, page: number): Link => {
    const next = new URLSearchParams(query);
    next.set("page", String(page));
    return { rel, href: feedUrl(origin, feed.path, next), type: OPDS_JSON };
  };
  const pages = feed.pages;
  const navigation = feed.entries
    .filter((entry): entry is NavigationEntry => entry.type === "navigation")
    .map((entry) => navigationLink(origin, entry));
  const publications = feed.entries
    .filter((entry): entry is ChapterEntry => entry.type === "chapter" && entry.pdf !== null)
    .map((entry) => publication(origin, entry));
  return {
    metadata: {
      title: feed.title,
      modified: feed.updated,
      ...(feed.comic?.description ? { description: feed.comic.description } : {}),
      ...(pages ? { currentPage: pages.page } : {}),
    },
    links: [
      { rel: "self", href: feedUrl(origin, feed.path, query), type: OPDS_JSON },
      { rel: "start", href: feedUrl(origin, ROOT), type: OPDS_JSON },
      ...(feed.up ? [{ rel: "up", href: feedUrl(origin, feed.up), type: OPDS_JSON }] : []),
      {
        rel: "search",
        href: `${feedUrl(origin, "search")}{?q}`,
        type: OPDS_JSON,
        templated: true,
      },
      {
        rel: "alternate",
        href: new URL(`${OPDS_V1}/${feed.path}${query.size ? `?${query}` : ""}`, origin).href,
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
      ...links,
    ],
    ...(navigation.length > 0 ? { navigation } : {}),
    ...(publications.length > 0 ? { publications } : {}),
    // A feed must hold something: an empty one leads back to the catalog's start.
    ...(navigation.length === 0 && publications.length === 0
      ? {
          navigation: [
            { href: feedUrl(origin, ROOT), type: OPDS_JSON, title: feed.title, rel: "start" },
          ],
        }
      : {}),
  };
}
