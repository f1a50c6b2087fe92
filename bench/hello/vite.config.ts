// The reference point of the weight table: a hello-world page of the same framework (TanStack
// Start, React, Vite), built in the same run with the same versions, and compressed at build by
// the site's own step, so the two are sent alike.
import { tanstackStart } from "@tanstack/react-start/plugin/vite";
import viteReact from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompressPlugin } from "../../apps/site/build/precompress";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [tanstackStart({ prerender: { enabled: true } }), viteReact(), precompressPlugin()],
});
