import type { Encoding } from "./compress";

/**
 * Server-rendered pages kept for a few seconds (a micro-cache). A page's HTML depends only on its
 * URL: the language is in the path and the origin in the URL, and nothing reads cookies. Under
 * load one render then answers every visitor of that page for `ttlMs`, instead of each paying
 * for React, the database and brotli. An approved comment shows within that time.
 *
 * Entries are what the page sends before the per-visitor headers (security headers by scheme,
 * the language cookie), which are added to every answer, cached or not.
 */
export interface CachedPage {
  status: number;
  headers: Headers;
  body: Uint8Array | string;
}

export interface PageCache {
  /** The page and how long ago it was rendered, in ms. */
  get(key: string): { page: CachedPage; ageMs: number } | undefined;
  set(key: string, page: CachedPage): void;
  /**
   * The render of a page under way, if any: it settles on the page once it may be shared, or on
   * undefined when it may not (a visitor then renders their own).
   */
  pending(key: string): Promise<CachedPage | undefined> | undefined;
  /**
   * Marks a render of a page as under way until `render` settles, so that the visitors who miss
   * the same cold page meanwhile wait for it rather than each render it again; the page it
   * settles on, if any (one that may be shared), is then kept.
   */
  rendering(key: string, render: Promise<CachedPage | undefined>): void;
  /** Forgets every page (content they show changed); renders under way are not kept. */
  clear(): void;
}

export function createPageCache({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): PageCache {
  const entries = new Map<string, { page: CachedPage; stored: number }>();
  const renders = new Map<string, Promise<CachedPage | undefined>>();
  const cache: PageCache = {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const ageMs = now() - entry.stored;
      if (ageMs >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return { page: entry.page, ageMs };
    },
    set(key, page) {
      entries.delete(key);
      entries.set(key, { page, stored: now() });
      // The oldest entry goes first (a Map keeps insertion order).
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    pending: (key) => renders.get(key),
    clear() {
      entries.clear();
      renders.clear();
    },
    rendering(key, render) {
      const settled = render.then(
        (page) => page,
        () => undefined,
      );
      renders.set(key, settled);
      void settled.then((page) => {
        if (renders.get(key) === settled) renders.delete(key);
        if (page) cache.set(key, page);
      });
    },
  };
  return cache;
}

/**
 * The key of a page answer: everything the body depends on. The URL (path, query, and the public
 * origin the canonical links use: requests arrive on it, whatever their Host said, see
 * `server/http/origin.ts`) and the encoding it is compressed for. Only plain GETs are cached.
 */
export function pageCacheKey(request: Request, encoding: Encoding | undefined): string | undefined {
  if (request.method !== "GET") return undefined;
  return `${encoding ?? "identity"} ${request.url}`;
}

/** Whether a rendered answer may be shared: a 200 page not marked private or no-store. */
export function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    !/\b(private|no-store)\b/i.test(cacheControl)
  );
}
