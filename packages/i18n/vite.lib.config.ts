import { defineConfig } from "vite";
import { libraryConfig } from "../../scripts/library.ts";

export default defineConfig(
  libraryConfig(import.meta.dirname, {
    index: "src/index.ts",
    catalogs: "src/all-catalogs.ts",
  }),
);
