// Proves that `npm test` leaves a used site's data as it found it (issue #29). Run by .ci/run:
//   node .ci/used-site.mjs use     serves the build on the site's own data directory
//                                  (apps/site/.data), as `npm start` does, and uses it: a
//                                  translator uploads a comic, a visitor comments on an article;
//                                  then writes the directory's fingerprint beside it
//   node .ci/used-site.mjs check   fails when the directory no longer has that fingerprint
// Needs the production build (apps/site/dist).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";

const appDir = join(import.meta.dirname, "..", "apps", "site");
const dataDir = join(appDir, ".data");
const saved = join(import.meta.dirname, "..", ".used-site-fingerprint");
const port = 3197;
const url = `http://127.0.0.1:${port}`;
const email = "ci-translator@example.com";
const password = "Ci-Trans-2026!";

/** Every file under the data directory with its size and SHA-256, in a stable order. */
function fingerprint() {
  const lines = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        const bytes = readFileSync(path);
        const hash = createHash("sha256").update(bytes).digest("hex");
        lines.push(`${hash} ${bytes.byteLength} ${relative(dataDir, path)}`);
      }
    }
  };
  walk(dataDir);
  return lines.sort().join("\n");
}

function run(command, args, { input, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: "production", ...env },
      stdio: [input === undefined ? "ignore" : "pipe", "inherit", "inherit"],
    });
    if (input !== undefined) child.stdin.end(input);
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}

async function serve() {
  // As `npm start` serves it: no DATA_DIR, so the site's own `.data`; no demo to draw.
  const env = { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" };
  delete env.DATA_DIR;
  delete env.DATABASE_URL;
  env.SEED_DEMO = "0";
  const child = spawn(process.execPath, ["server.mjs"], { cwd: appDir, env, stdio: "inherit" });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited (${child.exitCode})`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error("the site did not answer /healthz within 90 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return () =>
    new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
}

async function expectStatus(response, status, what) {
  if (response.status !== status) {
    throw new Error(`${what}: ${response.status} ${await response.text()}`);
  }
}

async function use() {
  await run(process.execPath, ["scripts/users.mjs", "add", email, "--role", "translator"], {
    input: `${password}\n`,
  });
  const stop = await serve();
  try {
    const headers = { origin: url, "content-type": "application/json" };
    const comment = await fetch(`${url}/api/comments`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        blog: "choosing-the-right-racking-system",
        name: "Hala",
        email: "hala@example.com",
        comment: "Which racking suits cold storage?",
        website: "",
        saveDetails: false,
      }),
    });
    await expectStatus(comment, 201, "the blog comment");

    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password }),
    });
    await expectStatus(signIn, 200, "the translator's log-in");
    const cookie = signIn.headers
      .getSetCookie()
      .map((one) => one.split(";")[0])
      .join("; ");

    const sharp = createRequire(join(appDir, "package.json"))("sharp");
    const cover = await sharp({
      create: { width: 400, height: 600, channels: 3, background: "#1d3557" },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    const fields = {
      seriesName: "The Used Site",
      otherName: "",
      description: "A comic uploaded before the tests, to prove they leave it alone.",
      publisher: "Dar Al-Qafila",
      genre: "adventure",
      artist: "Huda Salem",
      writer: "Sami Nasser",
      direction: "rtl",
      originalLanguage: "english",
      translationLanguage: "arabic",
      translatedName: "الموقع المستعمل",
      status: "ongoing",
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set("cover", new Blob([new Uint8Array(cover)], { type: "image/png" }), "cover.png");
    const upload = await fetch(`${url}/api/comics/upload/comic`, {
      method: "POST",
      headers: { origin: url, referer: `${url}/en/upload/comic`, cookie },
      body: form,
    });
    await expectStatus(upload, 201, "the comic upload");
  } finally {
    await stop();
  }
  writeFileSync(saved, fingerprint());
  console.log(`used-site: ${dataDir} used; its fingerprint is in ${saved}`);
}

function check() {
  const before = readFileSync(saved, "utf8");
  const after = fingerprint();
  if (before !== after) {
    const was = new Set(before.split("\n"));
    const now = new Set(after.split("\n"));
    const changed = [
      ...[...was].filter((line) => !now.has(line)).map((line) => `- ${line}`),
      ...[...now].filter((line) => !was.has(line)).map((line) => `+ ${line}`),
    ];
    console.error(`used-site: the tests changed ${dataDir}:\n${changed.join("\n")}`);
    process.exit(1);
  }
  console.log(`used-site: ${dataDir} is as the tests found it`);
}

const mode = process.argv[2];
if (mode === "use") await use();
else if (mode === "check") check();
else {
  console.error("usage: node .ci/used-site.mjs use|check");
  process.exit(2);
}
