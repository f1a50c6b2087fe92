// Debian's Chromium, as every browser tool here launches it: the Vitest browser tests, the
// Playwright e2e tests and the bench. The flags keep it off the network this machine does not have.
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Debian's chromium-headless-shell: the same engine without the browser around it, at half the
// CPU of a headless full Chromium (a pair of e2e suites: 93 s against 182 s, 3.2 min against 4.4).
// The e2e suite's behaviours run in it where it is installed. Its text is drawn with other
// hinting, so pixels compared with committed baselines stay with the full browser.
const shell = "/usr/lib/chromium/chromium-headless-shell";
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? (existsSync(shell) ? shell : chromiumPath);

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
