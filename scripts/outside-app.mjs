// The packages as another app installs them: builds and packs @rawafed/i18n, design-system and
// forms, copies packaging/outside-app to a temporary directory outside the workspace, installs it
// with npm from the tarballs and the npm registry, checks its types, builds it and runs its test.
// Run by .ci/run; locally: `node scripts/outside-app.mjs` (needs Chromium at /usr/bin/chromium).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const packages = ["i18n", "design-system", "forms"];

function run(command, args, cwd) {
  console.log(`\n$ ${command} ${args.join(" ")}   (in ${cwd})`);
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed with ${result.status ?? result.signal}`);
  }
}

const work = mkdtempSync(join(tmpdir(), "rawafed-outside-"));
const packs = join(work, "packs");
const app = join(work, "app");
try {
  for (const name of packages) {
    const dir = join(root, "packages", name);
    run("npx", ["--yes", "pnpm@10.34.8", "run", "build"], dir);
    // pnpm pack writes the publishConfig's exports and the workspace versions into the tarball.
    run("npx", ["--yes", "pnpm@10.34.8", "pack", "--pack-destination", packs], dir);
  }
  cpSync(join(root, "packaging", "outside-app"), app, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(app, "package.json"), "utf8"));
  for (const file of readdirSync(packs)) {
    const name = `@rawafed/${file.replace(/^rawafed-/, "").replace(/-\d+\.\d+\.\d+\.tgz$/, "")}`;
    manifest.dependencies[name] = `file:${join(packs, file)}`;
  }
  writeFileSync(join(app, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], app);
  run("npm", ["run", "typecheck"], app);
  run("npm", ["run", "build"], app);
  run("npm", ["test"], app);
  console.log("\nThe outside app installs the packed packages and passes its test.");
} finally {
  rmSync(work, { recursive: true, force: true });
}
