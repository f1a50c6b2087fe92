// What a page needs only once it is on screen is added after its first paint: its module scripts,
// and the rest of its styles (`inlinedStylesheets.ts`) before its code runs. The scripts start loading once the
// page has painted, not while its HTML still streams in. Over HTTP/1.1, which the site speaks, the
// preloaded modules (some 117 KB gzip on the home page) otherwise share the connection with the
// rest of the HTML and the font, and a phone's first paint waits for that bandwidth: Lighthouse's
// mobile run put the home page's largest paint at 2.2 s with the preloads in the head, 1.3 s with
// them after the first paint. The page is server-rendered and readable meanwhile; hydration starts
// one paint later (on the company's pages, for a visitor saving data, once they reach for the
// page: `codeOnIntent.ts`), and what a visitor does before it is kept (`runtime/earlyClicks.ts`,
// the forms' early-submit guard).

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const entryScript = /<script type="module" async="" src="([^"]+)"><\/script>/;

/** The attribute of a stylesheet's link that the page inlines only in part. */
export const AFTER_PAINT = "data-after-paint";

/** How far a page scrolls before its code is wanted: where its back-to-top button shows. */
const SCROLLED = 200;
/** How near the screen a form is when its code is wanted (`runtime/hydration.ts`, `nearScreen`). */
const FORM_MARGIN = "400px";

/**
 * How long after the load event the code starts if no paint was reported: a page loaded in a
 * background tab paints (and reports it) only once shown, if at all, and gets no frames meanwhile.
 */
const PAINT_WAIT = 1000;
/**
 * How long the stylesheets may take to report their load before they are applied anyway: a sheet
 * whose load or error event never comes must not keep the page's code from ever starting.
 */
const STYLES_WAIT = 5000;

/**
 * The loader that replaces them, on the first paint (or the next frame where paint timing is not
 * supported):
 * - the same preloads, as React would render them, so React adopts them instead of adding its own,
 *   each in a task of its own: starting a request costs the main thread up to a few milliseconds
 *   on a busy phone, and fourteen of them in one task made it the longest task after the first
 *   paint (Lighthouse counts such tasks as blocking time). One React has added is not added twice;
 * - the whole of the stylesheets the page inlined only in part (`inlinedStylesheets.ts`, their
 *   disabled links, in the cascade's order): loaded for print (from the browser's cache after the
 *   first page), which draws nothing, then all applied in one task once each has come. Enabled
 *   one by one, each would apply as it arrives, and a sheet ahead of its overrides would restyle
 *   the page for a moment. (A constructed stylesheet would be atomic too, but it follows every
 *   stylesheet of the document, and so would outrank those a client-side navigation adds.)
 * - then, with every rule in place, the entry script, so the page's states and client-side
 *   navigation find their rules.
 * Neither waits forever on an event a browser may not send (`PAINT_WAIT`, `STYLES_WAIT`).
 * With `onIntent`, for a visitor whose browser asks to save data (`navigator.connection.saveData`,
 * the browser's data saver), the preloads and the entry also wait until they reach for the page
 * (see `codeOnIntent.ts`): a pointer moved or pressed, a key, a focus, the page scrolled past
 * `SCROLLED`, or a form near the screen; heard from the moment the loader is parsed, so a tap
 * before the first paint counts. The stylesheets do not wait.
 */
function loader(preloads: readonly string[], entry: string | null, onIntent: boolean): string {
  // Script text: no "<" of an address may close or open a tag in it.
  const literal = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
  const reach = onIntent
    ? `function reach(f){var c=W.navigator&&W.navigator.connection;if(!c||!c.saveData)return f();var T=["pointerdown","pointermove","touchstart","keydown","focusin","scroll"],o,i,m=d.querySelectorAll("form");function done(){for(var j=0;j<T.length;j++)W.removeEventListener(T[j],on,true);if(o)o.disconnect();f()}function on(v){if(v.type!=="scroll"||W.scrollY>${SCROLLED})done()}for(i=0;i<T.length;i++)W.addEventListener(T[i],on,{capture:true,passive:true});if(m.length&&W.IntersectionObserver){o=new W.IntersectionObserver(function(n){for(var k=0;k<n.length;k++)if(n[k].isIntersecting)return done()},{rootMargin:"${FORM_MARGIN}"});for(i=0;i<m.length;i++)o.observe(m[i])}if(W.scrollY>${SCROLLED})done()}`
    : "function reach(f){f()}";
  return `<script>(function(p,e){var d=document,W=window,P=W.PerformanceObserver,painted=0,wanted=0,styled=0,started=0;${reach}reach(function(){wanted=1;if(painted)start()});function go(){if(go.done)return;go.done=1;painted=1;styles(function(){styled=1;if(started)setTimeout(entry)});if(wanted)start()}function start(){if(started)return;started=1;setTimeout(next);if(styled)setTimeout(entry)}function styles(done){var k=d.querySelectorAll("link[${AFTER_PAINT}]"),n=k.length,i,over=0;function all(){if(over)return;over=1;for(var j=0;j<k.length;j++)k[j].media="all";done()}function one(){if(!--n)all()}if(!n)return done();for(i=0;i<k.length;i++){k[i].media="print";k[i].onload=k[i].onerror=one;k[i].disabled=false}setTimeout(all,${STYLES_WAIT})}function entry(){if(e){var s=d.createElement("script");s.type="module";s.async=true;s.src=e;d.head.appendChild(s)}}function has(h){var k=d.head.querySelectorAll("link[rel=modulepreload]");for(var i=0;i<k.length;i++)if(k[i].getAttribute("href")===h)return true;return false}function next(){var h=p.shift();if(h===undefined)return;if(!has(h)){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.setAttribute("fetchpriority","low");d.head.appendChild(l)}setTimeout(next)}if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1)new P(function(l,o){o.disconnect();setTimeout(go)}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(go)});W.addEventListener("load",function(){setTimeout(go,${PAINT_WAIT})})})(${literal(preloads)},${literal(entry)})</script>`;
}

export interface AfterPaintOptions {
  /** More for the entry to find loaded, first among the preloads (the catalog areas it imports). */
  modules?: readonly string[];
  /** The page's code waits until the visitor reaches for the page (`codeOnIntent.ts`). */
  onIntent?: boolean;
}

/**
 * The page with its module preloads and entry script loaded after its first paint (or once the
 * visitor reaches for it), the whole of its partly inlined stylesheets applied before the entry.
 */
export function afterPaint(
  html: string,
  { modules = [], onIntent = false }: AfterPaintOptions = {},
): string {
  const entry = html.match(entryScript)?.[1] ?? null;
  const stylesheets = html.includes(AFTER_PAINT);
  if (entry === null && !stylesheets) return html;
  if (entry === null) {
    // A page without code (none so far) still gets the rest of its styles.
    return html.replace("</body>", () => `${loader([], null, false)}</body>`);
  }
  const preloads = [
    ...new Set([...modules, ...[...html.matchAll(modulePreload)].map((match) => match[1] ?? "")]),
  ];
  return html
    .replace(modulePreload, "")
    .replace(entryScript, () => loader(preloads, entry, onIntent));
}
