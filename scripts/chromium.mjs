// Debian's Chromium, as every browser tool here launches it: the Vitest browser tests, the
// Playwright e2e tests and the bench. The flags keep it off the network this machine does not have.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
