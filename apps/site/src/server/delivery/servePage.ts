import { afterPaint } from "./afterPaint";
import { catalogPreloads } from "./catalogPreloads";
import { codeOnIntent } from "./codeOnIntent";
import { compressHtml, type Encoding, preferredEncoding } from "./compress";
import { contentSecurityPolicy } from "./csp";
import { splitInlinedStyles } from "./inlinedStylesheets";
import { type CachedPage, isShareable, type PageCache, pageCacheKey } from "./pageCache";
import { embedMessages, noteMessages, type UsedMessages } from "./pageMessages";
import { decoratePage } from "./pageResponse";

/** A page answer for this visitor: the shared page plus their own headers. */
function answer(request: Request, page: CachedPage, ageMs?: number): Response {
  const headers = new Headers(page.headers);
  // A shared cache says how old its answer is (RFC 9111).
  if (ageMs !== undefined) headers.set("Age", String(Math.floor(ageMs / 1000)));
  decoratePage(request, headers);
  return new Response(page.body as BodyInit, { status: page.status, headers });
}

/** A rendered answer as the cache keeps it: compressed, with its CSP. Other answers pass as is. */
async function asPage<R extends { response: Response }>(
  request: Request,
  result: R,
  used: UsedMessages,
  encoding?: Encoding,
) {
  if (!result.response.headers.get("content-type")?.startsWith("text/html")) {
    return { result, page: undefined, shareable: false };
  }
  // The page is read whole to hash its inline scripts for the Content-Security-Policy.
  const { pathname } = new URL(request.url);
  const html = afterPaint(splitInlinedStyles(embedMessages(await result.response.text(), used)), {
    modules: catalogPreloads(pathname),
    onIntent: codeOnIntent(pathname),
  });
  const compressed = compressHtml(html, encoding);
  const headers = new Headers(result.response.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(html));
  headers.append("Vary", "Accept-Encoding");
  if (compressed.encoding) headers.set("Content-Encoding", compressed.encoding);
  headers.delete("Content-Length");
  const page: CachedPage = { status: result.response.status, headers, body: compressed.body };
  return { result, page, shareable: isShareable(result.response) };
}

/**
 * Serves a request whose answer may be a page: the security headers, the visitor's language and
 * the CSP on every page; server-rendered pages shared for a few seconds through `cache` (one
 * render, compression and CSP hashing serve every visitor of the page meanwhile). Without `cache`
 * (while developing, where an edited page must show on the next reload) every page is rendered.
 */
export async function servePage<R extends { response: Response }>(
  request: Request,
  render: () => R | Promise<R>,
  cache?: PageCache,
): Promise<R | Response> {
  const encoding = preferredEncoding(request.headers.get("accept-encoding"));
  const key = cache ? pageCacheKey(request, encoding) : undefined;
  const cached = key ? cache?.get(key) : undefined;
  if (cached) return answer(request, cached.page, cached.ageMs);
  // A cold page many visitors ask for at once is rendered once: the others wait for that render.
  const pending = key ? cache?.pending(key) : undefined;
  const shared = pending ? await pending : undefined;
  if (shared) return answer(request, shared, 0);

  // The render, and the reading of its stream, note the messages the page uses.
  const used: UsedMessages = new Map();
  const rendered = noteMessages(used, async () => asPage(request, await render(), used, encoding));
  // The cache keeps the page once rendered, if it may be shared, and hands it to those waiting.
  if (key && !cache?.pending(key)) {
    cache?.rendering(
      key,
      rendered.then(({ page, shareable }) => (shareable ? page : undefined)),
    );
  }
  const { result, page } = await rendered;
  return page ? { ...result, response: answer(request, page) } : result;
}
