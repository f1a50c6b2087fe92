import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { contentSecurityPolicy } from "./csp";
import { decoratePage } from "./pageResponse";

interface PrerenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  csp: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file === "index.html" || file.endsWith(`${sep}index.html`))
    .map((file) => join(dir, file));
}

// The build writes `.br`/`.gz` siblings at the highest levels; without them, a quick level.
const compressed = (file: string) => (existsSync(file) ? readFileSync(file) : null);
const brotliFast = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * The pages the build prerendered (`{path}/index.html` under the client output), keyed by their
 * decoded path, each compressed once at start with its policy and validator precomputed, so a
 * visit costs a map lookup. The root `index.html` is left out: `/` depends on the visitor's
 * language and is answered by the server.
 */
export function loadPrerendered(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(clientDir)) return pages;
  for (const file of htmlFiles(clientDir)) {
    const dir = relative(clientDir, join(file, "..")).split(sep).join("/");
    const path = safeDecode(`/${dir}`);
    if (!dir || !path) continue;
    const html = readFileSync(file);
    pages.set(path, {
      html,
      br: compressed(`${file}.br`) ?? brotliCompressSync(html, brotliFast),
      gzip: compressed(`${file}.gz`) ?? gzipSync(html),
      etag: `W/"${createHash("sha1").update(html).digest("base64url")}"`,
      csp: contentSecurityPolicy(html.toString("utf8")),
    });
  }
  return pages;
}

/** A prerendered page's answer, with the same headers as a server-rendered one; null otherwise. */
export function servePrerendered(
  pages: Map<string, PrerenderedPage>,
  request: Request,
): Response | null {
  if (pages.size === 0 || (request.method !== "GET" && request.method !== "HEAD")) return null;
  const path = safeDecode(new URL(request.url).pathname);
  const page = path === null ? undefined : pages.get(path);
  if (!page) return null;
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": page.csp,
    "Cache-Control": "no-cache",
    ETag: page.etag,
    Vary: "Accept-Encoding",
  });
  decoratePage(request, headers);
  if (request.headers.get("if-none-match") === page.etag) {
    return new Response(null, { status: 304, headers });
  }
  const accepted = (request.headers.get("accept-encoding") ?? "").toLowerCase();
  let body = page.html;
  if (/\bbr\b/.test(accepted)) {
    body = page.br;
    headers.set("Content-Encoding", "br");
  } else if (/\bgzip\b/.test(accepted)) {
    body = page.gzip;
    headers.set("Content-Encoding", "gzip");
  }
  headers.set("Content-Length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : (body as unknown as BodyInit), {
    status: 200,
    headers,
  });
}
