// What a page needs only once it is on screen is added after its first paint: the rest of its
// styles (`inlinedStylesheets.ts`), then its module scripts. The scripts start loading once the
// page has painted, not while its HTML still streams in. Over HTTP/1.1, which the site speaks, the
// preloaded modules (some 117 KB gzip on the home page) otherwise share the connection with the
// rest of the HTML and the font, and a phone's first paint waits for that bandwidth: Lighthouse's
// mobile run put the home page's largest paint at 2.2 s with the preloads in the head, 1.3 s with
// them after the first paint. The page is server-rendered and readable meanwhile; hydration starts
// one paint later, and what a visitor does before it is kept (`runtime/earlyClicks.ts`, the forms'
// early-submit guard).

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const entryScript = /<script type="module" async="" src="([^"]+)"><\/script>/;

const DEFERRED_STYLES = "deferred-styles";

/**
 * Rules kept out of the first paint, as inert markup: a template's style is neither parsed as CSS
 * nor applied until the loader moves it into the head. (In the loader's script they cost a
 * compile of some 45 KB of script text before the first paint.)
 */
function deferredStyles(css: string): string {
  return `<template id="${DEFERRED_STYLES}"><style>${css.replaceAll("</style", "<\\/style")}</style></template>`;
}

/**
 * The loader that replaces them: on the first paint (or the next frame where paint timing is not
 * supported) it adds the page's deferred rules, and in the next task the entry script, then the
 * same preloads, as React would render them, so React
 * adopts them instead of adding its own. Each preload is added in a task of its own: starting a
 * request costs the main thread up to a few milliseconds on a busy phone, and fourteen of them in
 * one task made it the longest task after the first paint (Lighthouse counts such tasks as
 * blocking time). One React has already added by then is not added twice.
 */
function loader(preloads: readonly string[], entry: string | null): string {
  // Script text: no "<" of an address may close or open a tag in it.
  const literal = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
  return `<script>(function(p,e){var d=document,P=window.PerformanceObserver;function go(){if(go.done)return;go.done=1;var t=d.getElementById("${DEFERRED_STYLES}");if(t){d.head.appendChild(t.content);t.remove()}setTimeout(entry)}function entry(){if(e){var s=d.createElement("script");s.type="module";s.async=true;s.src=e;d.head.appendChild(s)}setTimeout(next)}function has(h){var k=d.head.querySelectorAll("link[rel=modulepreload]");for(var i=0;i<k.length;i++)if(k[i].getAttribute("href")===h)return true;return false}function next(){var h=p.shift();if(h===undefined)return;if(!has(h)){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.setAttribute("fetchpriority","low");d.head.appendChild(l)}setTimeout(next)}if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1)new P(function(l,o){o.disconnect();setTimeout(go)}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(go)})})(${literal(preloads)},${literal(entry)})</script>`;
}

/**
 * The page with its module preloads and entry script loaded after its first paint, and with
 * `deferredCss` (rules its markup does not use yet) applied before them.
 */
export function afterPaint(html: string, deferredCss = ""): string {
  const entry = html.match(entryScript)?.[1] ?? null;
  if (entry === null && !deferredCss) return html;
  const styles = deferredCss ? deferredStyles(deferredCss) : "";
  if (entry === null) {
    // A page without code (none so far) still gets the rest of its styles.
    return html.replace("</body>", () => `${styles}${loader([], null)}</body>`);
  }
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? "");
  return html
    .replace(modulePreload, "")
    .replace(entryScript, () => `${styles}${loader(preloads, entry)}`);
}
