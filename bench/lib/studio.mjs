// The editorial studio's measures (issue #30, "Performance"), on a site of its own (no demo
// catalog, nothing else running in it):
// - editor chunks: which built client chunks hold the editor (ProseMirror, Tiptap), then every
//   public page the bench measures loaded in Chromium, scrolled to its end and left idle, and every
//   script it asks for listed: none may be an editor chunk;
// - publish to visible: a publisher saves a new news item and publishes it over HTTP, and the
//   public news list (a visitor's, no cookie) is asked again until the title is on it;
// - the studio's list on 10,000 items (apps/site/scripts/bench-studio.mjs), on PGlite and, when
//   `DATABASE_URL` names a server, on PostgreSQL.
import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium.mjs";
import { secretOf, totpCode, uriInOutput } from "../../scripts/totp.mjs";
import { budgets } from "../budgets.mjs";
import { label, pages } from "./pages.mjs";
import { embeddedEnv, siteDir, startSite } from "./server.mjs";
import { ms } from "./table.mjs";

const run = promisify(execFile);

const PASSWORD = "Bench123!x";
const EMAIL = "publisher@bench.example";

/**
 * What marks a chunk as the editor's: one error message or class name of each package the editor
 * is made of. String literals survive minification (identifiers do not), they are the packages'
 * own words found nowhere else in the site, and each package has one, so a chunk holding any part
 * of the editor (were Rollup to split it) is caught by that part's mark. The server renders
 * published bodies with `@tiptap/static-renderer`: none of it may reach a public page either.
 */
export const EDITOR_SIGNATURES = [
  { pkg: "prosemirror-view", text: "ProseMirror-hideselection" },
  { pkg: "prosemirror-model", text: "Invalid content for node" },
  {
    pkg: "prosemirror-state",
    text: "Selection passed to setSelection must point at the current document",
  },
  { pkg: "prosemirror-transform", text: "Structure replace would overwrite content" },
  { pkg: "@tiptap/core", text: "[tiptap error]" },
];

/** The packages whose marks a script's text holds (none: not the editor's). */
const editorMarks = (text) =>
  EDITOR_SIGNATURES.filter(({ text: mark }) => text.includes(mark)).map(({ pkg }) => pkg);

/** The built client chunks holding the editor: `{ file, bytes, packages }` each. */
export function findEditorChunks(clientDir) {
  const assets = join(clientDir, "assets");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => {
      const text = readFileSync(join(assets, file), "utf8");
      return { file, bytes: Buffer.byteLength(text), packages: editorMarks(text) };
    })
    .filter((chunk) => chunk.packages.length > 0);
}

/**
 * The public pages: the bench's pages in both locales, a news item in each (the Arabic one under
 * its Arabic path), a job opening, the FAQ and the articles' list. Percent-encoded as sent.
 */
export const publicPages = [
  ...pages,
  { id: "news item", locale: "en", path: "/en/news/rawafed-park-opens" },
  { id: "news item", locale: "ar", path: encodeURI("/ar/الأخبار/rawafed-park-opens") },
  { id: "job", locale: "en", path: "/en/careers/structural-design-engineer" },
  { id: "faq", locale: "en", path: "/en/faq" },
  { id: "blogs", locale: "en", path: "/en/blogs" },
];

/** A page that loads the editor (a new news item's), read signed in: the check's control. */
const CONTROL_PATH = "/en/studio/news/new";

/**
 * One page in a fresh context (empty cache), as the weight measure loads it, then scrolled to its
 * end (lazy sections, links preloaded in view) and left idle: every script it asked for, and those
 * that are the editor's (by name among the build's editor chunks, or by their own text).
 */
async function scriptsOf(browser, url, editorFiles, cookie) {
  const context = await browser.newContext();
  try {
    if (cookie) {
      const [name, value] = cookie.split(/=(.*)/s);
      await context.addCookies([{ name, value, url }]);
    }
    const tab = await context.newPage();
    const scripts = new Map();
    const reads = [];
    tab.on("response", (response) => {
      // Module preloads too, whatever type Chromium gives them: any `.js` asked for.
      const scriptUrl = response.url();
      const isScript =
        response.request().resourceType() === "script" ||
        new URL(scriptUrl).pathname.endsWith(".js");
      if (!isScript) return;
      reads.push(
        response
          .text()
          .then((text) => scripts.set(scriptUrl, editorMarks(text)))
          .catch(() => scripts.set(scriptUrl, scripts.get(scriptUrl) ?? [])),
      );
    });
    const response = await tab.goto(url, { waitUntil: "load" });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    await tab.waitForLoadState("networkidle");
    await tab.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      }
    });
    await tab.waitForLoadState("networkidle");
    // Late work (route preloads, idle callbacks) gets a moment to show up.
    await tab.waitForTimeout(500);
    await Promise.all(reads);
    const origin = new URL(url).origin;
    const editor = [...scripts]
      .filter(([scriptUrl, marks]) => {
        const file = scriptUrl.split("/").at(-1)?.split("?")[0] ?? "";
        return marks.length > 0 || editorFiles.has(file);
      })
      .map(([scriptUrl]) => scriptUrl.replace(origin, ""));
    return { scripts: scripts.size, editor };
  } finally {
    await context.close();
  }
}

async function measureEditorChunks({ site, clientDir, cookie, log }) {
  const chunks = findEditorChunks(clientDir);
  log(
    `studio: editor chunks in the build: ${chunks.map((c) => `${c.file} (${c.packages.join(", ")})`).join("; ") || "none"}`,
  );
  const files = new Set(chunks.map((chunk) => chunk.file));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  const rows = [];
  let control;
  try {
    for (const page of publicPages) {
      const found = await scriptsOf(browser, site.url + page.path, files);
      rows.push({ ...page, ...found });
      log(`studio: ${page.path}: ${found.scripts} scripts, editor: ${found.editor.length}`);
    }
    // The control: the studio's editor, signed in, must load an editor chunk, and be seen to.
    control = {
      path: CONTROL_PATH,
      ...(await scriptsOf(browser, site.url + CONTROL_PATH, files, cookie)),
    };
    log(
      `studio: ${CONTROL_PATH} (signed in): ${control.scripts} scripts, editor: ${control.editor.length}`,
    );
  } finally {
    await browser.close();
  }
  return { chunks, pages: rows, control };
}

/** The publisher's authenticator app (its secret), set when they are made. */
let app;

/** Logs the publisher in: the password, then their app's code. */
async function signIn(site) {
  const headers = { "content-type": "application/json", origin: site.origin };
  const response = await fetch(`${site.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  const pending = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const verified = await fetch(`${site.url}/api/auth/two-factor/verify-totp`, {
    method: "POST",
    headers: { ...headers, cookie: pending },
    body: JSON.stringify({ code: totpCode(app) }),
  });
  if (verified.status !== 200) throw new Error(`the app's code answered ${verified.status}`);
  const cookie = verified.headers
    .getSetCookie()
    .find((line) => line.includes("session_token="))
    ?.split(";")[0];
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

async function studioCall(site, cookie, action, body) {
  const response = await fetch(`${site.url}/api/studio/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.origin, cookie },
    body: JSON.stringify(body),
  });
  const answer = await response.text();
  if (!response.ok) throw new Error(`/api/studio/${action} answered ${response.status}: ${answer}`);
  return JSON.parse(answer);
}

/** The news list as a visitor reads it (no cookie), its HTML. */
async function newsList(site) {
  const response = await fetch(`${site.url}/en/news`, { redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`/en/news answered ${response.status}`);
  return html;
}

/**
 * `runs` times: a new news item saved, the list read once (so this instance shares a copy
 * without it), the item published, then the list asked again every 20 ms until its title is on
 * it: from the publish answer to the list's answer that shows it.
 */
async function measurePublish({ site, cookie, runs, log, timeoutMs = 30_000 }) {
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const tag = randomBytes(4).toString("hex");
    const title = `Rawafed opens bench warehouse ${tag}`;
    const saved = await studioCall(site, cookie, "save", {
      kind: "news",
      itemId: null,
      language: "en",
      values: {
        title,
        slug: `bench-warehouse-${tag}`,
        summary: "A warehouse opened by the bench, published to time how soon visitors see it.",
        body: {
          type: "doc",
          content: [
            {
              type: "paragraph",
              content: [{ type: "text", text: `The bench's warehouse ${tag} opens today.` }],
            },
          ],
        },
        seoTitle: "",
        seoDescription: "",
        coverImage: "",
        baseRevision: null,
      },
    });
    if (!saved.versionId)
      throw new Error(`the save answered no versionId: ${JSON.stringify(saved)}`);
    if ((await newsList(site)).includes(title)) throw new Error("a draft is on the news list");
    const asked = performance.now();
    await studioCall(site, cookie, "publish", { versionId: saved.versionId });
    const answered = performance.now();
    let polls = 0;
    for (;;) {
      polls++;
      if ((await newsList(site)).includes(title)) break;
      if (performance.now() - answered > timeoutMs) {
        throw new Error(`"${title}" not on /en/news ${timeoutMs} ms after its publication`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const visibleMs = performance.now() - answered;
    results.push({ run, publishMs: answered - asked, visibleMs, polls });
    log(
      `studio: publication ${run}: visible ${ms(visibleMs)} ms after the answer (${polls} reads)`,
    );
  }
  return { runs: results, maxMs: Math.max(...results.map((r) => r.visibleMs)) };
}

/** The studio list bench (apps/site/scripts/bench-studio.mjs) on one engine: its JSON line. */
async function listOn(databaseUrl, rounds, log) {
  const env = { ...process.env, BENCH_JSON: "1" };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const { stdout } = await run(
    process.execPath,
    [join(siteDir, "scripts/bench-studio.mjs"), String(rounds)],
    { cwd: siteDir, env, maxBuffer: 16 * 1024 * 1024 },
  );
  // Its result is the one JSON line that is not the server's log (pino's lines have a level).
  const line = stdout.split("\n").find((l) => l.startsWith("{") && !l.startsWith('{"level":'));
  if (!line) throw new Error(`no result from the studio list bench:\n${stdout}`);
  const result = JSON.parse(line);
  log(`studio: list on ${result.engine}: done`);
  return result;
}

/**
 * @param {{ clientDir: string, log: (line: string) => void, runs?: number, rounds?: number }}
 *   options
 */
export async function measureStudio({ clientDir, log, runs = 5, rounds = 20 }) {
  const dataDir = mkdtempSync(join(tmpdir(), "rawafed-bench-studio-"));
  const env = { SEED_DEMO: "0" };
  let site;
  let editor;
  let publish;
  try {
    // The embedded database has one process at a time: the publisher is made between two starts.
    site = await startSite({ dataDir, env });
    await site.stop();
    // The staff have a second factor: the bench holds the publisher's app.
    const made = execFileSync(
      process.execPath,
      ["scripts/users.mjs", "add", EMAIL, "--role", "publisher", "--totp"],
      {
        cwd: siteDir,
        env: { ...embeddedEnv(), DATA_DIR: dataDir, NODE_ENV: "production" },
        input: `${PASSWORD}\n`,
        stdio: ["pipe", "pipe", "inherit"],
        encoding: "utf8",
      },
    );
    app = secretOf(uriInOutput(made));
    site = await startSite({ dataDir, env });
    // Every page once, not timed: the first answers of a fresh server are slow.
    for (const page of publicPages) await (await fetch(site.url + page.path)).arrayBuffer();
    const cookie = await signIn(site);
    editor = await measureEditorChunks({ site, clientDir, cookie, log });
    publish = await measurePublish({ site, cookie, runs, log });
  } finally {
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The site stopped: the list bench has the machine to itself.
  const engines = [await listOn(undefined, rounds, log)];
  const server = process.env.DATABASE_URL;
  if (server) engines.push(await listOn(server, rounds, log));
  return { editor, publish, list: { engines, postgres: Boolean(server) } };
}

export function studioSections(result) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  return [
    {
      title: "Studio: editor chunks in the build",
      headers: ["chunk", "size", "packages found in it"],
      rows: result.editor.chunks.map((chunk) => [
        chunk.file,
        kb(chunk.bytes),
        chunk.packages.join(", "),
      ]),
      notes: [
        `A chunk is the editor's when it holds one of these packages' own strings: ${EDITOR_SIGNATURES.map((s) => `${s.pkg} "${s.text}"`).join("; ")}.`,
        ...(result.editor.chunks.length === 0
          ? ["No editor chunk in the build: the public pages' check below proves nothing."]
          : []),
      ],
    },
    {
      title: "Studio: scripts each public page loads (scrolled to its end, idle), editor chunks",
      headers: ["page", "path", "scripts", "editor chunks"],
      rows: result.editor.pages.map((page) => [
        label(page),
        decodeURI(page.path),
        page.scripts,
        page.editor.length === 0 ? "none" : page.editor.join(" "),
      ]),
      notes: [
        `Control, not public: ${result.editor.control.path} signed in as a publisher loads ${result.editor.control.scripts} scripts, editor chunks: ${result.editor.control.editor.join(" ") || "none (the check would not see one)"}.`,
      ],
    },
    {
      title: "Studio: a news item published, until the public news list shows it",
      headers: ["run", "publish answered in", "visible after the answer", "list reads"],
      rows: result.publish.runs.map((r) => [r.run, ms(r.publishMs), ms(r.visibleMs), r.polls]),
      notes: [
        "A visitor's /en/news (no cookie) read every 20 ms from the publish answer; the list had been read just before publishing, so this instance held a shared copy without the item (shared 5 s, forgotten on publication).",
        `Budget: at most ${budgets.studio.publishToVisibleMs} ms each.`,
      ],
    },
    ...result.list.engines.map((engine) => ({
      title: `Studio list on ${engine.engine}: ${engine.seeded.items} items (${engine.seeded.versions} language versions), a page's list`,
      headers: ["list", "items", "p50", "p95"],
      rows: engine.timings.map((t) => [t.label, t.total, ms(t.p50), ms(t.p95)]),
      notes: result.list.postgres
        ? []
        : ["PostgreSQL: not run (set DATABASE_URL to a server to run it)."],
    })),
  ];
}
