// The OPDS catalogs' addresses (`/opds/...`, and `/opds/key/{app password}/...` for apps that
// cannot send one): OPDS 1.2 and 2.0 feeds of the same paths, the OpenSearch description, the
// Authentication for OPDS document, and the pages reading apps stream. Public feeds are open to
// anyone; the personal ones (history, saved, following) answer 401 with the Authentication
// document until an app password (or the browser's session) says who reads.
import { type Locale, loadMessages } from "@rawafed/i18n";
import { pagePath } from "../../site/paths";
import type { Database } from "../db/index";
import { fileNotFound } from "../delivery/headers";
import { endpoint } from "../http/admission";
import { formProblem } from "../http/answers";
import { publicOrigin } from "../http/origin";
import { clientKey, rateLimited } from "../http/rate";
import { chapterManifest, type FeedRequest, opdsFeed, SIGN_IN, words } from "./feeds";
import { pageStreamResponse, widthOf } from "./pageStream";
import {
  AUTH_DOCUMENT,
  type FeedBase,
  keyedRoot,
  manifestChapter,
  OPDS,
  OPDS_AUTHENTICATION,
  V1,
  V2,
} from "./paths";
import { identify, type OpdsReader } from "./reader";
import {
  ATOM_ACQUISITION,
  ATOM_NAVIGATION,
  atomCatalog,
  OPENSEARCH,
  openSearchDescription,
} from "./v1";
import { authenticationDocument, DIVINA_JSON, divinaManifest, jsonCatalog, OPDS_JSON } from "./v2";

/** Calls a minute per address (or browser session): a chapter streamed, and its feeds, fit in one. */
export const OPDS_CALLS_PER_MINUTE = 300;

const feedHeaders = (type: string, reader: OpdsReader | null) => ({
  "Content-Type": type,
  // Checked on each use: a chapter published or taken down shows at once. A reader's feeds
  // (their progress, their lists) are theirs alone.
  "Cache-Control": reader ? "private, no-cache" : "public, max-age=0, must-revalidate",
  Vary: "Accept-Language, Authorization, Cookie",
});

/**
 * The Authentication for OPDS document (HTTP Basic with an app password): asked for (200), or
 * the answer to a feed that needs a sign-in (401, with the Basic challenge).
 */
function authAnswer(base: FeedBase, locale: Locale, status: 200 | 401 = 401): Response {
  const t = words(locale);
  const document = authenticationDocument(base, {
    title: t("brand.name"),
    description: t("comics.opds.authDescription"),
    login: t("comics.opds.authLogin"),
    password: t("comics.opds.authPassword"),
    register: {
      href: new URL(pagePath("signUp", locale), base.origin).href,
      title: t("comics.opds.register"),
    },
    help: {
      href: new URL(`${pagePath("accountSettings", locale)}#app-passwords`, base.origin).href,
      title: t("comics.opds.help"),
    },
  });
  return new Response(JSON.stringify(document), {
    status,
    headers: {
      "Content-Type": OPDS_AUTHENTICATION,
      "Cache-Control": "no-store",
      // A header holds Latin-1 only: the realm is the site's name in Latin letters.
      ...(status === 401 ? { "WWW-Authenticate": 'Basic realm="Rawafed", charset="UTF-8"' } : {}),
    },
  });
}

async function catalogAnswer(
  db: Database,
  version: "v1" | "v2",
  path: string,
  url: URL,
  base: FeedBase,
  locale: Locale,
  reader: OpdsReader | null,
): Promise<Response> {
  const t = words(locale);
  if (version === "v1" && path === "search.xml") {
    return new Response(
      openSearchDescription({
        base,
        title: t("brand.name"),
        description: t("comics.opds.searchDescription"),
      }),
      { headers: feedHeaders(`${OPENSEARCH}; charset=utf-8`, null) },
    );
  }
  if (version === "v2" && path === AUTH_DOCUMENT) {
    return authAnswer(base, locale, 200);
  }
  const request: FeedRequest = { path, query: url.searchParams, locale, reader };
  const manifest = version === "v2" ? manifestChapter(path) : null;
  if (manifest) {
    const chapter = await chapterManifest(db, request, manifest);
    if (!chapter) return fileNotFound();
    return new Response(JSON.stringify(divinaManifest(base, chapter)), {
      headers: feedHeaders(DIVINA_JSON, reader),
    });
  }
  const feed = await opdsFeed(db, request);
  if (feed === SIGN_IN) return authAnswer(base, locale);
  if (!feed) return fileNotFound();
  // Only the query the feed reads is kept on its links: a page, a search.
  const query = new URLSearchParams();
  for (const name of ["q", "page"]) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  if (version === "v1") {
    const type = feed.kind === "acquisition" ? ATOM_ACQUISITION : ATOM_NAVIGATION;
    return new Response(atomCatalog(feed, { base, locale, query, author: t("brand.name") }), {
      headers: feedHeaders(`${type}; charset=utf-8`, reader),
    });
  }
  return new Response(JSON.stringify(jsonCatalog(feed, { base, query })), {
    headers: feedHeaders(OPDS_JSON, reader),
  });
}

/** A path under `/opds/`: the app password it carries, if any, and the rest. */
function splitPath(pathname: string): { key: string | null; rest: string } | null {
  if (!pathname.startsWith(`${OPDS}/`)) return null;
  const rest = pathname.slice(OPDS.length + 1);
  const keyed = rest.match(/^key\/([^/]+)\/(.*)$/);
  if (!keyed?.[1]) return { key: null, rest };
  try {
    return { key: decodeURIComponent(keyed[1]), rest: keyed[2] ?? "" };
  } catch {
    return null;
  }
}

/**
 * The calls of a visitor or a browser session are counted per address (or person); an app
 * password's by better-auth, per key, when it is checked.
 */
async function overLimit(
  db: Database,
  request: Request,
  locale: Locale,
  reader: OpdsReader | null,
): Promise<Response | undefined> {
  if (reader?.withAppPassword) return undefined;
  const key = reader ? `opds:${reader.userId}` : `opds:${clientKey(request)}`;
  const wait = await rateLimited(db, key, Date.now(), OPDS_CALLS_PER_MINUTE);
  if (wait === 0) return undefined;
  return formProblem(429, locale, "validation.tooManyRequests", { "Retry-After": String(wait) });
}

/** What an address under `/opds/` answers. */
export async function opdsAnswer(
  db: Database,
  request: Request,
  locale: Locale,
): Promise<Response> {
  const url = new URL(request.url);
  const split = splitPath(url.pathname);
  if (!split) return fileNotFound();
  const origin = publicOrigin(request);
  const base: FeedBase = {
    origin,
    root: new URL(split.key === null ? OPDS : keyedRoot(split.key), origin).href,
  };
  const who = await identify(db, request, split.key);
  if ("refused" in who) {
    await loadMessages(locale);
    if (who.refused === "limited") {
      return formProblem(429, locale, "validation.tooManyRequests", {
        "Retry-After": String(who.retryAfter),
      });
    }
    // Wrong keys count against the address, as a visitor's calls do: guessing is not free.
    const limited = await overLimit(db, request, locale, null);
    if (limited) return limited;
    return authAnswer({ origin, root: new URL(OPDS, origin).href }, locale);
  }
  const reader = who.reader;
  // The feeds' words in the language of the reader's settings, else the request's.
  const language = reader?.locale ?? locale;
  await loadMessages(language);
  const limited = await overLimit(db, request, language, reader);
  if (limited) return limited;
  for (const [root, version] of [
    [V1, "v1"],
    [V2, "v2"],
  ] as const) {
    if (split.rest.startsWith(`${root}/`)) {
      const path = split.rest.slice(root.length + 1);
      return catalogAnswer(db, version, path, url, base, language, reader);
    }
  }
  const stream = split.rest.match(/^pages\/([^/]+)\/([^/]+)$/);
  if (stream?.[1] && stream[2]) {
    const width = widthOf(url.searchParams.get("width"));
    return pageStreamResponse(db, stream[1], stream[2], width, reader?.userId ?? null);
  }
  return fileNotFound();
}

export const handleOpds = endpoint({
  rate: { waived: "counted in opdsAnswer: per address or person, and per app password" },
  who: "anyone",
  body: "none",
  handle: async ({ request, db, locale }) => opdsAnswer(db, request, locale),
});
