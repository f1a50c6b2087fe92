// Entry point of the root npm scripts. Runs on any Node >= 20: installs pnpm and the workspace
// (which brings Node 24 through the `node` devDependency) when missing, then hands the task to
// `pnpm run`, under which every script runs on Node 24.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PNPM = "pnpm@10.34.8";
const task = process.argv[2];
const extra = process.argv.slice(3);

if (!task) {
  console.error("usage: node scripts/run.mjs <pnpm script> [args...]");
  process.exit(2);
}

const [major] = process.versions.node.split(".").map(Number);
if (major < 20) {
  console.error(`Node ${process.versions.node} is too old: install Node 20 or newer, then retry.`);
  process.exit(1);
}

function pnpm(args) {
  const result = spawnSync("npx", ["--yes", PNPM, ...args], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1", npm_config_user_agent: "" },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function needsInstall() {
  const marker = join(root, "node_modules", ".modules.yaml");
  if (!existsSync(marker)) return true;
  const installedAt = statSync(marker).mtimeMs;
  return ["pnpm-lock.yaml", "package.json"].some((file) => {
    const path = join(root, file);
    return existsSync(path) && statSync(path).mtimeMs > installedAt;
  });
}

if (needsInstall()) {
  const frozen = existsSync(join(root, "pnpm-lock.yaml")) ? ["--frozen-lockfile"] : [];
  const status = pnpm(["install", ...frozen]);
  if (status !== 0) process.exit(status);
}

process.exit(pnpm(["run", task, ...extra]));
