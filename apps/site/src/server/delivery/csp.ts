import { createHash } from "node:crypto";

const inlineScript = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
// A style element's text runs to the first `</style`, so the text between the tags is the one a
// browser hashes.
const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style/gi;

// Radix's checkbox renders its hidden native input with a `style` attribute (in the comment form
// of the server-rendered blog articles); React sets styles through the CSSOM once hydrated.
const styleAttribute = /\sstyle="([^"]*)"/gi;
const entities: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
const decode = (value: string) =>
  value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => entities[e] ?? e);

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The distinct sha256 sources of what `pattern` captures, read as `read` says. */
function hashes(html: string, pattern: RegExp, read = (text: string) => text): string[] {
  const found = new Set<string>();
  for (const [, text] of html.matchAll(pattern)) if (text) found.add(sha256(read(text)));
  return [...found];
}

/** The sha256 sources of every inline script of a page, so no other inline script can run. */
export function inlineScriptHashes(html: string): string[] {
  return hashes(html, inlineScript);
}

/**
 * The sha256 sources of every `<style>` element of a page: its critical rules (the rest of its
 * stylesheets is applied from their own addresses, `afterPaint.ts`). No other inline style applies:
 * no `'unsafe-inline'` (Radix's scroll lock, the one style element made at run time, is adopted
 * through the CSSOM instead: see the react-style-singleton patch in pnpm-workspace.yaml).
 */
export function inlineStyleHashes(html: string): string[] {
  return hashes(html, styleElement);
}

/** The sha256 sources of the `style` attribute values of a page, as a browser reads them. */
export function styleAttributeHashes(html: string): string[] {
  return hashes(html, styleAttribute, decode);
}

/** `style-src`: our stylesheets, the page's style elements and the style attributes it renders. */
function styleSources(html: string): string {
  const attributes = styleAttributeHashes(html);
  return [
    "'self'",
    // Hashes apply to attributes only with 'unsafe-hashes': these exact values, nothing else.
    ...(attributes.length > 0 ? ["'unsafe-hashes'", ...attributes] : []),
    ...inlineStyleHashes(html),
  ].join(" ");
}

/**
 * A hash-based policy: nothing unless listed (`default-src 'none'`), then scripts, styles, images,
 * media, fonts and requests from our origin, plus this page's own inline scripts and styles.
 */
export function contentSecurityPolicy(html: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${inlineScriptHashes(html).join(" ")}`.trim(),
    `style-src ${styleSources(html)}`,
    // blob: the preview of a picture a person is about to upload (a cover, a photo), made by the
    // page's own script from their file; an image runs nothing.
    "img-src 'self' data: blob:",
    // The videos page's own clips, posters and captions (public/videos).
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
