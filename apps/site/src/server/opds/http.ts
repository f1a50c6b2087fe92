// The OPDS catalogs' addresses (`/opds/...`): OPDS 1.2 and 2.0 feeds of the same paths, the
// OpenSearch description, and the pages reading apps stream. Through the one admission step:
// open to anyone, limited per client (a reading app streams a chapter's pages quickly).
import { formatMessage, type Locale, loadMessages } from "@rawafed/i18n";
import { siteOrigin } from "../../config";
import { messagesOf } from "../../runtime/embeddedMessages";
import type { Database } from "../db/index";
import { fileNotFound } from "../delivery/headers";
import { endpoint } from "../http/admission";
import { type FeedRequest, opdsFeed } from "./feeds";
import { pageStreamResponse, widthOf } from "./pageStream";
import { OPDS_V1, OPDS_V2 } from "./paths";
import {
  ATOM_ACQUISITION,
  ATOM_NAVIGATION,
  atomCatalog,
  OPENSEARCH,
  openSearchDescription,
} from "./v1";
import { jsonCatalog, OPDS_JSON } from "./v2";

/** Calls a minute per client: a chapter of 200 pages streamed, and its feeds, fit in one. */
export const OPDS_CALLS_PER_MINUTE = 300;

const feedHeaders = (type: string) => ({
  "Content-Type": type,
  // Public, and checked on each use: a chapter published or taken down shows at once.
  "Cache-Control": "public, max-age=0, must-revalidate",
  Vary: "Accept-Language, Cookie",
});

function brand(locale: Locale): string {
  return formatMessage(locale, messagesOf(locale), "brand.name");
}

async function catalogAnswer(
  db: Database,
  version: "v1" | "v2",
  path: string,
  url: URL,
  locale: Locale,
): Promise<Response> {
  const origin = siteOrigin();
  // The catalog of the feed's language, as a page's render loads it.
  await loadMessages(locale);
  if (version === "v1" && path === "search.xml") {
    const t = (id: Parameters<typeof formatMessage>[2]) =>
      formatMessage(locale, messagesOf(locale), id);
    return new Response(
      openSearchDescription({
        origin,
        title: brand(locale),
        description: t("comics.opds.searchDescription"),
      }),
      { headers: feedHeaders(`${OPENSEARCH}; charset=utf-8`) },
    );
  }
  const request: FeedRequest = { path, query: url.searchParams, locale };
  const feed = await opdsFeed(db, request);
  if (!feed) return fileNotFound();
  // Only the query the feed reads is kept on its links: a page, a search.
  const query = new URLSearchParams();
  for (const name of ["q", "page"]) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  if (version === "v1") {
    const type = feed.kind === "acquisition" ? ATOM_ACQUISITION : ATOM_NAVIGATION;
    return new Response(atomCatalog(feed, { origin, locale, query, author: brand(locale) }), {
      headers: feedHeaders(`${type}; charset=utf-8`),
    });
  }
  return new Response(JSON.stringify(jsonCatalog(feed, { origin, query })), {
    headers: feedHeaders(OPDS_JSON),
  });
}

/** What an address under `/opds/` answers. */
export function opdsAnswer(db: Database, url: URL, locale: Locale): Promise<Response> {
  const path = url.pathname;
  for (const [root, version] of [
    [OPDS_V1, "v1"],
    [OPDS_V2, "v2"],
  ] as const) {
    if (path.startsWith(`${root}/`)) {
      return catalogAnswer(db, version, path.slice(root.length + 1), url, locale);
    }
  }
  const stream = path.match(/^\/opds\/pages\/([^/]+)\/([^/]+)$/);
  if (stream?.[1] && stream[2]) {
    return pageStreamResponse(db, stream[1], stream[2], widthOf(url.searchParams.get("width")));
  }
  return Promise.resolve(fileNotFound());
}

export const handleOpds = endpoint({
  who: "anyone",
  rate: { key: "opds", max: OPDS_CALLS_PER_MINUTE },
  body: "none",
  handle: async ({ request, db, locale }) => opdsAnswer(db, new URL(request.url), locale),
});
