import { availableParallelism } from "node:os";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";

/** Debian's Chromium; the flags keep it off the network this machine does not have. */
const chromium = playwright({
  launchOptions: {
    executablePath: chromiumPath,
    // Unhinted glyphs: story screenshots then match from one machine to the next.
    args: [...chromiumArgs, "--font-render-hinting=none"],
  },
});

/** The PostgreSQL server the integration suites use instead of embedded databases, if any. */
function integrationDatabase(): Record<string, string> {
  const url = process.env.INTEGRATION_DATABASE_URL;
  return url ? { DATABASE_URL: url } : {};
}

/** The suites' servers keep their data in one directory made for the run (never apps/site/.data). */
const testData = "apps/site/test/dataRoot.ts";
/** How long a suite's hook may take to start its servers (test/server.ts waits 90 s for one). */
const serverStart = 120_000;

/**
 * Files side by side, at least two at a time. Vitest's default is a core less than the machine
 * has: one at a time on CI's 2 cores, where the integration suites left a quarter of the CPU
 * idle (718 s; two at a time: 458 s) and the unit tests a fifth (130 s; 101 s). Projects of
 * another worker count run in a group of their own when one `vitest run` runs them all.
 */
const sideBySide = {
  maxWorkers: Math.max(2, availableParallelism() - 1),
  sequence: { groupOrder: 1 },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          ...sideBySide,
          // The server's logger writes nothing here: the mail queue's tests fail jobs on purpose,
          // and their JSON lines buried the run's own report. The tests of what is logged give
          // the logger a stream of their own.
          env: { LOG_LEVEL: "silent" },
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/site/src/**/*.test.ts",
            "apps/site/build/**/*.test.ts",
            "apps/site/art/*.test.ts",
            ".storybook/docs/coverage.test.ts",
          ],
        },
      },
      {
        // Over HTTP against the production build (`apps/site/dist`), each suite on its own server.
        test: {
          name: "integration",
          environment: "node",
          include: ["apps/site/test/*.test.ts", "apps/site/test/security/*.test.ts"],
          globalSetup: [testData],
          // On CI the suites run on a PostgreSQL server (.ci/run sets INTEGRATION_DATABASE_URL
          // for `npm test`): each suite then has a database of its own there (test/server.ts).
          // Without it, each suite's server has an embedded database, as `npm start` does.
          env: integrationDatabase(),
          testTimeout: 30_000,
          // A suite's hooks start its servers: as long as startServer waits for one (90 s on a
          // busy machine), not Vitest's 10 s, which failed a suite whose server took 11 s.
          hookTimeout: serverStart,
          // Suites side by side: each server has its own port, data directory and database.
          ...sideBySide,
        },
      },
      {
        // The static Storybook's docs pages in Chromium (`test:docs` builds it first).
        test: {
          name: "docs",
          environment: "node",
          include: [".storybook/docs/pages.test.ts"],
          maxConcurrency: 2,
          fileParallelism: false,
        },
      },
      {
        // Needs a PostgreSQL server (DATABASE_URL): run by .ci/run, which starts one.
        test: {
          name: "postgres",
          environment: "node",
          include: ["apps/site/test/postgres/*.test.ts"],
          globalSetup: [testData],
          testTimeout: 30_000,
          hookTimeout: serverStart,
          fileParallelism: false,
        },
      },
      {
        // Firefox ESR and WebKitGTK (Debian's packages) against the production build: run by
        // .ci/run after `npm test` has built it. One browser at a time, one file at a time.
        test: {
          name: "browsers",
          environment: "node",
          include: ["apps/site/browsers/**/*.test.ts"],
          // The run's data directory first: its teardown, last, removes it once the site stopped.
          globalSetup: [testData, "apps/site/browsers/globalSetup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        plugins: [vanillaExtractPlugin(), storybookTest({ configDir: ".storybook" })],
        // Listed up front: a dependency discovered mid-run re-optimizes and breaks a cold first run.
        // Add every new runtime dependency of a package here.
        optimizeDeps: {
          include: [
            "react",
            "react/jsx-runtime",
            "react/jsx-dev-runtime",
            "react-dom",
            "react-dom/client",
            "@rawafed/i18n > intl-messageformat",
            "@rawafed/design-system > @radix-ui/react-direction",
            "@rawafed/design-system > @radix-ui/react-dialog",
            "axe-core",
            "@rawafed/forms > zod",
            "@rawafed/forms > react-hook-form",
            "@rawafed/forms > @radix-ui/react-checkbox",
            "@rawafed/design-system > @vanilla-extract/recipes/createRuntimeFn",
            "@rawafed/design-system > @tiptap/core",
            "@rawafed/design-system > @tiptap/react",
            "@rawafed/design-system > @tiptap/pm/model",
            "@rawafed/design-system > @tiptap/starter-kit",
            "@rawafed/design-system > @tiptap/extension-image",
            "@rawafed/design-system > @tiptap/extension-table",
          ],
        },
        test: {
          name: "storybook",
          setupFiles: [".storybook/vitest.setup.ts"],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: "chromium" }],
            viewport: { width: 1280, height: 800 },
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: "pixelmatch",
                // Anti-aliasing noise passes; a one-pixel shift of a component does not.
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.0005 },
              },
            },
          },
        },
      },
    ],
  },
});
