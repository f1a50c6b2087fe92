// An upload's cost in server memory: a translator sends a 50 MB chapter PDF to a site of its own
// (no demo catalog), read from disk as it is sent; the site's resident memory is sampled from
// /proc while it arrives and is inspected, and compared with its idle figure. Streaming to the file
// store keeps the difference small while it arrives; the inspection then reads it back whole once
// (pdf.js needs all of it), for about a second. Reading the body whole as it arrived would add the
// PDF's size again, for as long as the upload takes.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, openAsBlob, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { budgets } from "../budgets.mjs";
import { embeddedEnv, siteDir, startSite } from "./server.mjs";

const MB = 1024 * 1024;
const PASSWORD = "Bench123!x";
const EMAIL = "translator@bench.example";

/** The process's resident memory in bytes (Linux), or null. */
function residentBytes(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * A valid PDF of `pages` blank pages carrying `size` bytes of random data in an unused stream
 * (random: nothing on the way can compress it), with a correct cross-reference table; written to
 * `path` when given, returned either way.
 */
export function writePdf(path, size, pages = 1) {
  const parts = [];
  const offsets = [];
  let length = 0;
  const add = (chunk) => {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "latin1") : chunk;
    parts.push(bytes);
    length += bytes.length;
  };
  add("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n");
  const object = (n, body) => {
    offsets[n] = length;
    add(`${n} 0 obj\n`);
    for (const piece of body) add(piece);
    add("\nendobj\n");
  };
  // Objects: 1 catalog, 2 page tree, 3 the data stream, then one per page.
  const pageObjects = Array.from({ length: pages }, (_, i) => 4 + i);
  object(1, ["<< /Type /Catalog /Pages 2 0 R >>"]);
  object(2, [
    `<< /Type /Pages /Kids [${pageObjects.map((n) => `${n} 0 R`).join(" ")}] /Count ${pages} >>`,
  ]);
  // Any bytes at all, `<img ` included: the upload judges a PDF by its structure, not its bytes.
  const data = randomBytes(size);
  object(3, [`<< /Length ${size} >>\nstream\n`, data, "\nendstream"]);
  for (const n of pageObjects) {
    object(n, ["<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>"]);
  }
  const count = 4 + pages;
  const xref = length;
  add(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let n = 1; n < count; n++) add(`${String(offsets[n]).padStart(10, "0")} 00000 n \n`);
  add(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const pdf = Buffer.concat(parts);
  if (path) writeFileSync(path, pdf);
  return pdf;
}

/** A solid-colour PNG (the cover the forms require), made without an image library. */
export function solidPng(width, height) {
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // Each row: filter byte 0, then RGB pixels.
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x55)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The upload-comic form of a translator's new series, with `cover` (PNG bytes). */
export function comicForm(cover, seriesName = "Bench Series") {
  const comic = new FormData();
  for (const [key, value] of Object.entries({
    seriesName,
    otherName: "",
    description: "",
    translatedName: "",
    originalLanguage: "english",
    publisher: "Bench Press",
    genre: "adventure",
    artist: "Bench Artist",
    writer: "Bench Writer",
    direction: "rtl",
    translationLanguage: "arabic",
    status: "ongoing",
  })) {
    comic.set(key, value);
  }
  comic.set("cover", new Blob([cover]), "cover.png");
  return comic;
}

async function signIn(site) {
  const response = await fetch(`${site.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.origin },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.includes("session_token="))
    ?.split(";")[0];
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

const post = (site, path, cookie, form) =>
  fetch(`${site.url}${path}`, {
    method: "POST",
    headers: { origin: site.origin, referer: `${site.url}/en/upload/chapter`, cookie },
    body: form,
  });

/** @param {{ log: (line: string) => void, megabytes?: number }} options */
export async function measureUpload({ log, megabytes = 50 }) {
  const dataDir = mkdtempSync(join(tmpdir(), "rawafed-bench-upload-"));
  const env = { SEED_DEMO: "0" };
  let site;
  try {
    // The embedded database has one process at a time: the translator is made between two starts.
    site = await startSite({ dataDir, env });
    await site.stop();
    // Into the site's own embedded database, the one `startSite` serves.
    execFileSync(process.execPath, ["scripts/users.mjs", "add", EMAIL, "--role", "translator"], {
      cwd: siteDir,
      env: { ...embeddedEnv(), DATA_DIR: dataDir, NODE_ENV: "production" },
      input: `${PASSWORD}\n`,
      stdio: ["pipe", "ignore", "inherit"],
    });
    site = await startSite({ dataDir, env });
    const cookie = await signIn(site);

    const cover = solidPng(600, 900);
    const made = await post(site, "/api/comics/upload/comic", cookie, comicForm(cover));
    if (!made.ok) throw new Error(`the comic upload answered ${made.status}: ${await made.text()}`);
    const comicId = (await made.json()).id;

    const pdfPath = join(dataDir, "bench.pdf");
    writePdf(pdfPath, megabytes * MB);

    // Idle: the median of a second of samples, the site warmed up by the requests above.
    const idleSamples = [];
    for (let i = 0; i < 20; i++) {
      idleSamples.push(residentBytes(site.pid));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const idle = idleSamples.filter(Boolean).sort((a, b) => a - b)[10] ?? 0;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(site.pid) ?? 0);
    }, 10);

    const chapter = new FormData();
    chapter.set("comic", comicId);
    chapter.set("chapterNumber", "1");
    chapter.set("translationLanguage", "arabic");
    chapter.set("cover", new Blob([cover]), "cover.png");
    // From disk as it is sent: the bench's own memory holds no copy either.
    chapter.set("pdf", await openAsBlob(pdfPath, { type: "application/pdf" }), "chapter-1.pdf");
    const started = performance.now();
    const sent = await post(site, "/api/comics/upload/chapter", cookie, chapter);
    const body = await sent.text();
    const seconds = (performance.now() - started) / 1000;
    const uploadPeak = peak;
    if (!sent.ok) {
      clearInterval(sampler);
      throw new Error(`the chapter upload answered ${sent.status}: ${body}`);
    }
    // Then its drawing (the page pipeline, queued by the upload), until the server logs its end
    // (a JSON line of the pipeline's: `"pages":20,...,"msg":"chapter pages ready"`).
    const drawn =
      /"area":"pages"[^\n]*?(?:"pages":(\d+)[^\n]*"msg":"chapter pages ready"|"msg":"the PDF cannot be made into pages")/;
    const deadline = Date.now() + 120_000;
    while (!drawn.test(site.logs()) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    clearInterval(sampler);
    const end = drawn.exec(site.logs());
    const outcome = !end
      ? "not drawn within 120 s"
      : end[1]
        ? `${end[1]} pages ready`
        : "the PDF cannot be made into pages";
    const result = {
      megabytes,
      seconds,
      idle,
      peak: uploadPeak,
      growth: uploadPeak - idle,
      drawingPeak: peak,
      drawn: outcome,
    };
    log(
      `upload: ${megabytes} MB in ${seconds.toFixed(1)} s, memory +${(result.growth / MB).toFixed(1)} MB; drawing: ${outcome}, peak ${(peak / MB).toFixed(0)} MB`,
    );
    return result;
  } finally {
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function uploadSections(result) {
  const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
  return [
    {
      title: "Upload: a chapter PDF sent to the server, its resident memory (sampled every 10 ms)",
      headers: ["PDF", "seconds", "idle", "peak", "growth", "drawing", "drawing peak"],
      rows: [
        [
          `${result.megabytes} MB`,
          result.seconds.toFixed(1),
          mb(result.idle),
          mb(result.peak),
          mb(result.growth),
          result.drawn,
          mb(result.drawingPeak),
        ],
      ],
      notes: [
        `Budgets: growth at most ${budgets.upload.growthMb} MB while it arrives and is inspected; through its drawing, at most the memory measure's ${budgets.memory.loadPeakMb} MB peak.`,
      ],
    },
  ];
}
