// A page's styles travel inlined in its HTML (TanStack Start's `inlineCss`): every stylesheet its
// route chunks list, some 64 KB, of which a page's own markup uses about a third. The inline style
// keeps only the rules the page's markup uses (its critical CSS, found by Beasties); the whole of
// each stylesheet is applied right after the first paint, before the page's code runs
// (`afterPaint.ts`), so states and client-side navigation find every rule. The stylesheets come
// from the browser's cache after the first page: a page no longer carries the rest of its rules
// in its HTML (some 11 KB gzip of the home page's 26 KB, on every page). On a throttled phone
// that took Lighthouse's blocking time on /en/contact-us from about 440 ms to 160 ms (median of 4).
//
// The route chunks still list their stylesheets, and Vite's preload helper fetches and inserts
// each one while the page hydrates unless a `<link rel="stylesheet">` with that address is in the
// page: a second style and layout pass of the whole page. Each inlined stylesheet is therefore
// named by a disabled link: the helper counts it as loaded, and the browser neither fetches nor
// applies it. A client-side navigation to a page with other stylesheets still loads those.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { CompiledSheet } from "beasties/compiler";
import { compileSheet } from "beasties/compiler";
import { collectPrograms, renderCriticalCss, scanHtml } from "beasties/runtime";
import { AFTER_PAINT } from "./afterPaint";

const INLINE_STYLE = "<style data-tsr-inline-css";
const STYLE_END = "</style>";

/** A built stylesheet: its rules as written, and as Beasties matches them against a page. */
export interface Stylesheet {
  css: string;
  plan: CompiledSheet;
}

/**
 * The faces are picked through the theme's custom properties, which Beasties cannot follow: every
 * face stays inline. A face costs a few bytes until a page's text needs its `unicode-range`.
 */
function keepFontFaces(plan: CompiledSheet): CompiledSheet {
  const rules = plan.rules.map(({ fontFace, ...rule }) =>
    fontFace ? { ...rule, always: true as const } : rule,
  );
  return { ...plan, rules };
}

export function compileStylesheet(href: string, css: string): Stylesheet {
  return { css, plan: keepFontFaces(compileSheet(css, { href })) };
}

/** The built stylesheets (`/assets/x.css` → its rules), read once from the client output. */
export function readStylesheets(clientDir: string): Map<string, Stylesheet> {
  const sheets = new Map<string, Stylesheet>();
  const assets = join(clientDir, "assets");
  if (!existsSync(assets)) return sheets;
  for (const file of readdirSync(assets)) {
    if (!file.endsWith(".css")) continue;
    const css = readFileSync(join(assets, file), "utf8").trim();
    if (css) sheets.set(`/assets/${file}`, compileStylesheet(`/assets/${file}`, css));
  }
  return sheets;
}

let builtStylesheets: ReadonlyMap<string, Stylesheet> = new Map();

/** Set once at start by the server entry. */
export function provideStylesheets(sheets: ReadonlyMap<string, Stylesheet>): void {
  builtStylesheets = sheets;
}

/**
 * The page with only its critical rules inline, and a disabled link after the inline style for
 * each stylesheet that style holds, in the order the style holds them (the cascade's order, in
 * which the loader applies them whole after the first paint: `afterPaint.ts`). A style holding
 * rules of no built stylesheet is left whole.
 */
export function splitInlinedStyles(
  html: string,
  sheets: ReadonlyMap<string, Stylesheet> = builtStylesheets,
): string {
  const start = html.indexOf(INLINE_STYLE);
  const end = start === -1 ? -1 : html.indexOf(STYLE_END, start);
  if (end === -1) return html;
  const open = html.indexOf(">", start) + 1;
  const inline = html.slice(open, end);
  const held = [...sheets]
    .map(([href, sheet]) => ({ href, sheet, at: inline.indexOf(sheet.css) }))
    .filter(({ at }) => at !== -1)
    .sort((a, b) => a.at - b.at);
  if (held.length === 0) return html;

  const tokens = scanHtml(html, collectPrograms(held.map(({ sheet }) => sheet.plan)));
  let critical = inline;
  for (const { sheet } of held) {
    const split = renderCriticalCss(sheet.plan, tokens);
    critical = critical.replace(sheet.css, () => split.css);
  }
  const links = held
    .map(({ href }) => `<link rel="stylesheet" href="${href}" disabled ${AFTER_PAINT}>`)
    .join("");
  const after = end + STYLE_END.length;
  return `${html.slice(0, open)}${critical}${STYLE_END}${links}${html.slice(after)}`;
}
