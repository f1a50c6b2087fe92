import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath, headlessShellPath } from "../../scripts/chromium.mjs";
import { siteLogFile } from "./e2e/siteLog";
import { testDataRoot } from "./test/dataRoot";

// The run's data (test/dataRoot.ts), made once by the runner (its workers find it in the
// environment) and removed when the runner exits, after the web server it started has stopped.
const data = testDataRoot();
process.once("exit", data.remove);

const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: "e2e",
  // Page screenshots are committed beside the specs and reviewed like code.
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFilePath}/{arg}{ext}",
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.001 } },
  // A person's whole task is one test: 13-20 s here, and half as slow again on a busy CI machine
  // (a studio scenario of 20 s here took 26 s there). A budget for that machine, not a wait.
  timeout: 60_000,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No second tries: a test that fails once has a cause to find (README, "npm test").
  retries: 0,
  // Once every suite has run, the server's log is searched for what it must never hold.
  globalTeardown: "./e2e/logCheck.ts",
  reporter: process.env.CI ? "list" : "line",
  use: { baseURL: `http://127.0.0.1:${port}` },
  projects: [
    {
      // Behaviour, in Chromium's engine without its browser around it, where it is installed:
      // half the CPU, and the suite is CPU-bound (scripts/chromium.mjs).
      name: "behaviour",
      testIgnore: "screenshots.spec.ts",
      use: { launchOptions: { executablePath: headlessShellPath, args: [...chromiumArgs] } },
    },
    {
      // Pixels compared with the committed baselines, in the browser that drew them.
      name: "screenshots",
      testMatch: "screenshots.spec.ts",
      use: { launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] } },
    },
  ],
  webServer: {
    // The production build, as visitors get it (the test script builds first).
    command: "node server.mjs",
    // Behind a proxy, as in production: a test that makes many account requests gives itself a
    // client address of its own (X-Forwarded-For), so the per-client limits count it alone.
    // Its data directory is the run's own (e2e/siteData.ts), never the site's `.data`.
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      TRUST_PROXY: "1",
      DATA_DIR: join(data.root, "site"),
      LOG_FILE: siteLogFile(),
    },
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
