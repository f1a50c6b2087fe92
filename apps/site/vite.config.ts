import { precompiledMessages } from "@rawafed/i18n/vite";
import { tanstackStart } from "@tanstack/react-start/plugin/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import viteReact from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { buildInfoPlugin } from "./build/buildInfo";
import { downloadsPlugin } from "./build/downloads";

/** Server-only packages with native or WebAssembly parts: loaded from node_modules, not bundled. */
const serverExternals = ["@electric-sql/pglite", "pg", "drizzle-orm", "file-type"];

export default defineConfig({
  ssr: { external: serverExternals },
  plugins: [
    precompiledMessages(),
    buildInfoPlugin(),
    downloadsPlugin(),
    vanillaExtractPlugin(),
    tanstackStart({
      router: { routesDirectory: "routes", generatedRouteTree: "routeTree.gen.ts" },
    }),
    viteReact(),
  ],
});
