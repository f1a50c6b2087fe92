// OPDS 1.2 (Atom, https://specs.opds.io/opds-1.2) with page streaming (OPDS-PSE 1.2,
// https://github.com/anansi-project/opds-pse): the catalog's feeds as Atom documents, every link
// absolute from the site's origin, and the OpenSearch description of its search.
import type { Locale } from "@rawafed/i18n";
import { escapeXml } from "../xml";
import { type ChapterEntry, type Feed, type NavigationEntry, ROOT } from "./feeds";
import { AUTH_DOCUMENT, type FeedBase, OPDS_AUTHENTICATION, PAGE_STREAM, V1, V2 } from "./paths";

export const ATOM_NAVIGATION = "application/atom+xml;profile=opds-catalog;kind=navigation";
export const ATOM_ACQUISITION = "application/atom+xml;profile=opds-catalog;kind=acquisition";
export const OPENSEARCH = "application/opensearchdescription+xml";

type Attributes = Record<string, string | number | undefined>;

const attributes = (values: Attributes) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join("");

/** An element: empty, or with its text escaped. */
const element = (name: string, values: Attributes, text?: string) =>
  text === undefined
    ? `<${name}${attributes(values)}/>`
    : `<${name}${attributes(values)}>${escapeXml(text)}</${name}>`;

/** A feed's path with its query (a page of a list), absolute under this version's root. */
function feedUrl(base: FeedBase, path: string, query?: URLSearchParams): string {
  const url = new URL(`${base.root}/${V1}/${path}`);
  if (query) url.search = query.toString();
  return url.href;
}

const typeOf = (kind: Feed["kind"]) =>
  kind === "acquisition" ? ATOM_ACQUISITION : ATOM_NAVIGATION;

/** A cover as the entry's image and thumbnail (the stored WebP serves as both). */
const imageLinks = (origin: string, image: string | null | undefined): string[] =>
  image
    ? ["http://opds-spec.org/image", "http://opds-spec.org/image/thumbnail"].map((rel) =>
        element("link", { rel, href: new URL(image, origin).href, type: "image/webp" }),
      )
    : [];

function navigationEntry(base: FeedBase, entry: NavigationEntry): string {
  const href = feedUrl(base, entry.path);
  return [
    "<entry>",
    element("title", {}, entry.title),
    element("id", {}, href),
    element("updated", {}, entry.updated),
    entry.summary ? element("content", { type: "text" }, entry.summary) : "",
    element("link", { rel: "subsection", href, type: typeOf(entry.leadsTo) }),
    ...imageLinks(base.origin, entry.image),
    "</entry>",
  ].join("");
}

/** Its team as the author (the translator when there is none) and each person credited. */
function credits(base: FeedBase, entry: ChapterEntry): string[] {
  const person = (tag: string, who: { name: string; href?: string }) =>
    `<${tag}>${element("name", {}, who.name)}${
      who.href ? element("uri", {}, new URL(who.href, base.origin).href) : ""
    }</${tag}>`;
  const { team, people } = entry.credits;
  const [first, ...others] = people;
  if (team) return [person("author", team), ...people.map((who) => person("contributor", who))];
  return first ? [person("author", first), ...others.map((who) => person("contributor", who))] : [];
}

function chapterEntry(base: FeedBase, entry: ChapterEntry): string {
  const stream = new URL(`${base.root}/${PAGE_STREAM.replace("{chapter}", entry.id)}`).href
    // new URL() encodes the template's braces; the client fills them in.
    .replaceAll("%7B", "{")
    .replaceAll("%7D", "}");
  return [
    "<entry>",
    element("title", {}, entry.title),
    element("id", {}, `urn:uuid:${entry.id}`),
    element("updated", {}, entry.updated),
    element("dcterms:language", {}, entry.language),
    element("dcterms:isPartOf", {}, entry.series),
    ...credits(base, entry),
    element("content", { type: "text" }, entry.summary),
    ...imageLinks(base.origin, entry.image),
    ...(entry.pdf
      ? [
          element("link", {
            rel: "http://opds-spec.org/acquisition",
            href: new URL(entry.pdf.href, base.origin).href,
            type: "application/pdf",
            length: entry.pdf.length,
          }),
        ]
      : []),
    element("link", {
      rel: "http://vaemendis.net/opds-pse/stream",
      href: stream,
      type: "image/jpeg",
      "pse:count": entry.pageCount,
      // The page the person last read, from 1, and when: apps resume there.
      "pse:lastRead": entry.lastRead?.page,
      "pse:lastReadDate": entry.lastRead?.at,
    }),
    "</entry>",
  ].join("");
}

/** The feed as an OPDS 1.2 Atom document. `query`: the request's, kept on pagination links. */
export function atomCatalog(
  feed: Feed,
  {
    base,
    locale,
    query,
    author,
  }: { base: FeedBase; locale: Locale; query: URLSearchParams; author: string },
): string {
  const self = feedUrl(base, feed.path, query);
  const type = typeOf(feed.kind);
  const pageLink = (rel: string, page: number) => {
    const next = new URLSearchParams(query);
    next.set("page", String(page));
    return element("link", { rel, href: feedUrl(base, feed.path, next), type });
  };
  const pages = feed.pages;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:opds="http://opds-spec.org/2010/catalog" xmlns:pse="http://vaemendis.net/opds-pse/ns" xmlns:dcterms="http://purl.org/dc/terms/" xml:lang="${locale}">`,
    element("id", {}, feedUrl(base, feed.path)),
    element("title", {}, feed.title),
    element("updated", {}, feed.updated),
    `<author>${element("name", {}, author)}${element("uri", {}, new URL("/", base.origin).href)}</author>`,
    element("link", { rel: "self", href: self, type }),
    element("link", { rel: "start", href: feedUrl(base, ROOT), type: ATOM_NAVIGATION }),
    feed.up
      ? element("link", { rel: "up", href: feedUrl(base, feed.up), type: ATOM_NAVIGATION })
      : "",
    element("link", { rel: "search", href: feedUrl(base, "search.xml"), type: OPENSEARCH }),
    element("link", {
      rel: "alternate",
      href: new URL(`${base.root}/${V2}/${feed.path}${query.size ? `?${query}` : ""}`).href,
      type: "application/opds+json",
    }),
    element("link", {
      rel: "http://opds-spec.org/auth/document",
      href: new URL(`${base.root}/${V2}/${AUTH_DOCUMENT}`).href,
      type: OPDS_AUTHENTICATION,
    }),
    ...(pages && pages.count > 1
      ? [
          pageLink("first", 1),
          pages.page > 1 ? pageLink("previous", pages.page - 1) : "",
          pages.page < pages.count ? pageLink("next", pages.page + 1) : "",
          pageLink("last", pages.count),
        ]
      : []),
    ...(feed.comic?.description ? [element("subtitle", {}, feed.comic.description)] : []),
    ...feed.entries.map((entry) =>
      entry.type === "chapter" ? chapterEntry(base, entry) : navigationEntry(base, entry),
    ),
    "</feed>",
    "",
  ].join("\n");
}

/** The OpenSearch description of the catalog's search (its results are an OPDS feed). */
export function openSearchDescription({
  base,
  title,
  description,
}: {
  base: FeedBase;
  title: string;
  description: string;
}): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    element("ShortName", {}, title.slice(0, 16)),
    element("Description", {}, description),
    element("InputEncoding", {}, "UTF-8"),
    element("OutputEncoding", {}, "UTF-8"),
    element("Url", {
      type: ATOM_NAVIGATION,
      template: `${feedUrl(base, "search")}?q={searchTerms}`,
    }),
    "</OpenSearchDescription>",
    "",
  ].join("\n");
}
