import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { decodePath } from "@rawafed/i18n";
import { preferredEncoding } from "./compress";
import { contentSecurityPolicy } from "./csp";
import { decoratePage } from "./pageResponse";

/**
 * The origin written into prerendered pages (canonical, hreflang and Open Graph URLs) when the
 * build does not know the public one (`SITE_URL`); each answer puts the real origin in its place.
 */
export const PRERENDER_ORIGIN = "https://prerender.invalid";

interface Variant {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  csp: string;
}

interface PrerenderedPage {
  /** The page as built; null when it names no origin to fill in. */
  template: string | null;
  /** One ready answer per public origin (`server/http/origin.ts`: one, or a few allowed hosts). */
  variants: Map<string, Variant>;
}

// Requests arrive on the public origin (`server/http/origin.ts`), so a page has a few variants at most;
// the cap only guards memory should a misconfiguration allow more.
const MAX_ORIGINS_PER_PAGE = 8;
const brotliFast = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file === "index.html" || file.endsWith(`${sep}index.html`))
    .map((file) => join(dir, file));
}

function variantOf(html: Buffer, compressed?: { br: Buffer; gzip: Buffer }): Variant {
  return {
    html,
    br: compressed?.br ?? brotliCompressSync(html, brotliFast),
    gzip: compressed?.gzip ?? gzipSync(html, { level: 9 }),
    etag: `W/"${createHash("sha1").update(html).digest("base64url")}"`,
    csp: contentSecurityPolicy(html.toString("utf8")),
  };
}

// The build writes `.br`/`.gz` siblings at the highest levels.
const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file) : null);

/**
 * The pages the build prerendered (`{path}/index.html` under the client output), keyed by their
 * decoded path. Pages are compressed once (at build, or once per origin), with their policy and
 * validator, so a visit costs a map lookup. The root `index.html` is left out: `/` depends on the
 * visitor's language and is answered by the server.
 */
export function loadPrerendered(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(clientDir)) return pages;
  for (const file of htmlFiles(clientDir)) {
    const dir = relative(clientDir, join(file, "..")).split(sep).join("/");
    const path = decodePath(`/${dir}`);
    if (!dir || !path) continue;
    const html = readFileSync(file);
    const text = html.toString("utf8");
    const page: PrerenderedPage = {
      template: text.includes(PRERENDER_ORIGIN) ? text : null,
      variants: new Map(),
    };
    if (!page.template) {
      const br = readIfThere(`${file}.br`);
      const gzip = readIfThere(`${file}.gz`);
      page.variants.set("*", variantOf(html, br && gzip ? { br, gzip } : undefined));
    }
    pages.set(path, page);
  }
  return pages;
}

function variantFor(page: PrerenderedPage, origin: string): Variant {
  if (!page.template) return page.variants.get("*") as Variant;
  const ready = page.variants.get(origin);
  if (ready) return ready;
  const variant = variantOf(Buffer.from(page.template.replaceAll(PRERENDER_ORIGIN, origin)));
  if (page.variants.size < MAX_ORIGINS_PER_PAGE) page.variants.set(origin, variant);
  return variant;
}

/**
 * A prerendered page's answer, with the same headers as a server-rendered one; null otherwise.
 * `origin` is the public one the page names (`server/http/origin.ts`), whatever the request's Host.
 */
export function servePrerendered(
  pages: Map<string, PrerenderedPage>,
  request: Request,
  origin = new URL(request.url).origin,
): Response | null {
  if (pages.size === 0 || (request.method !== "GET" && request.method !== "HEAD")) return null;
  const url = new URL(request.url);
  const path = decodePath(url.pathname);
  const page = path === null ? undefined : pages.get(path);
  if (!page) return null;
  const variant = variantFor(page, origin);
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": variant.csp,
    "Cache-Control": "no-cache",
    ETag: variant.etag,
    Vary: "Accept-Encoding",
  });
  decoratePage(request, headers, origin);
  if (request.headers.get("if-none-match") === variant.etag) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = preferredEncoding(request.headers.get("accept-encoding"));
  const body = encoding ? variant[encoding] : variant.html;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : (body as unknown as BodyInit), {
    status: 200,
    headers,
  });
}
