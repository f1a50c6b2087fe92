// A page's styles travel inlined in its HTML (TanStack Start's `inlineCss`), but the route chunks
// still list their stylesheets, and Vite's preload helper fetches and inserts every one of them
// while the page hydrates, unless a `<link rel="stylesheet">` with that address is already in the
// page. On /ar/careers that was 16 requests for rules the page already had, and a second style
// and layout pass of the whole page during hydration (100+ ms on a throttled phone). Each
// inlined stylesheet is therefore named in the page by a disabled link: the helper counts it as
// loaded, and the browser neither fetches nor applies a disabled stylesheet. A client-side
// navigation to a page with other stylesheets still loads those.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const INLINE_STYLE = "<style data-tsr-inline-css";
const STYLE_END = "</style>";

/** The built stylesheets (`/assets/x.css` → its rules), read once from the client output. */
export function readStylesheets(clientDir: string): Map<string, string> {
  const sheets = new Map<string, string>();
  const assets = join(clientDir, "assets");
  if (!existsSync(assets)) return sheets;
  for (const file of readdirSync(assets)) {
    if (!file.endsWith(".css")) continue;
    const css = readFileSync(join(assets, file), "utf8").trim();
    if (css) sheets.set(`/assets/${file}`, css);
  }
  return sheets;
}

let builtStylesheets: ReadonlyMap<string, string> = new Map();

/** Set once at start by the server entry. */
export function provideStylesheets(sheets: ReadonlyMap<string, string>): void {
  builtStylesheets = sheets;
}

/** The page with a disabled link after its inline style for each stylesheet that style holds. */
export function markInlinedStylesheets(
  html: string,
  sheets: ReadonlyMap<string, string> = builtStylesheets,
): string {
  const start = html.indexOf(INLINE_STYLE);
  if (start === -1) return html;
  const end = html.indexOf(STYLE_END, start);
  if (end === -1) return html;
  const inline = html.slice(start, end);
  let links = "";
  for (const [href, css] of sheets) {
    if (inline.includes(css)) links += `<link rel="stylesheet" href="${href}" disabled>`;
  }
  const after = end + STYLE_END.length;
  return `${html.slice(0, after)}${links}${html.slice(after)}`;
}
