import { precompiledMessages } from "@rawafed/i18n/vite";
import { tanstackStart } from "@tanstack/react-start/plugin/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import viteReact from "@vitejs/plugin-react";
import { defineConfig, runnerImport } from "vite";
import { css } from "../../scripts/css.ts";
import { buildInfoPlugin } from "./build/buildInfo";
import { databaseTemplatePlugin } from "./build/databaseTemplate";
import { picturesPlugin } from "./build/pictures";
import { precompressPlugin } from "./build/precompress";

/**
 * Server-only packages loaded from node_modules, not bundled: native or WebAssembly parts, and
 * pg-boss (its SQL schema is a JSON file it imports, and it shares `pg` with the site). PDFKit and
 * fontkit read data files next to their modules (the demo catalog draws with them).
 */
const serverExternals = [
  "@electric-sql/pglite",
  "pg",
  "pg-boss",
  "drizzle-orm",
  "file-type",
  "pdfkit",
  "fontkit",
  // The logger writes through worker-free streams of its own; the metrics keep one registry; the
  // OpenTelemetry SDK is imported only when an endpoint is set (src/server/observe/tracing.ts).
  "pino",
  "prom-client",
  "@opentelemetry/api",
  "@opentelemetry/sdk-trace",
  "@opentelemetry/sdk-metrics",
  "@opentelemetry/resources",
  "@opentelemetry/exporter-trace-otlp-http",
  "@opentelemetry/exporter-metrics-otlp-http",
];

// The page list comes from the site's own modules (TypeScript, workspace packages): loaded through
// Vite's module runner, as Node cannot import them natively.
const { module: siteMap } = await runnerImport<typeof import("./src/server/content/sitemap")>(
  "./src/server/content/sitemap.ts",
);

/**
 * The browser's first load in one chunk: the client entry, the router, the start instance and the
 * route tree with everything they import (after tree-shaking; route components stay lazy, as they
 * are imported dynamically). Left to itself, Rolldown gives every set of importers a chunk of its
 * own: a module the first load shares with a lazy route became a first-load chunk apart, and each
 * new lazy route reshuffled them (the newsletter's two pages took home from 9 to 17 chunks and
 * from 120.5 to 124.8 KB gzip; with this group it is 4 chunks and 119.4 KB).
 */
const firstLoad = {
  name: "app",
  test: /[\\/]apps[\\/]site[\\/]src[\\/](client\.tsx|router\.tsx|start\.ts|routeTree\.gen\.ts)$/,
  includeDependenciesRecursively: true,
};

export default defineConfig({
  css,
  ssr: { external: serverExternals },
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [firstLoad] } } },
        // The server reads which chunk holds each catalog area (server/delivery/catalogPreloads.ts).
        manifest: true,
      },
    },
  },
  // `SOURCEMAP=1 vite build` writes source maps, to see what a chunk is made of (bench/README.md).
  build: {
    sourcemap: process.env.SOURCEMAP === "1",
    // Fonts stay files, however small: a page preloads the faces it draws with, while an inlined
    // face would ride in every page's inline CSS, whether the page uses it or not.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
  },
  plugins: [
    precompiledMessages(),
    buildInfoPlugin(),
    picturesPlugin(),
    vanillaExtractPlugin(),
    tanstackStart({
      router: { routesDirectory: "routes", generatedRouteTree: "routeTree.gen.ts" },
      // A page's styles travel in its HTML: no render-blocking stylesheet request before the
      // first paint (about 10 KB gzip; the CSP allows inline styles).
      server: { build: { inlineCss: true } },
      // Pages without per-request data are written as HTML at build, with their `_payload.json`.
      prerender: { enabled: true, crawlLinks: false, autoStaticPathsDiscovery: false },
      pages: siteMap.prerenderPaths().map((path) => ({ path })),
    }),
    viteReact(),
    precompressPlugin(),
    databaseTemplatePlugin(),
  ],
});
