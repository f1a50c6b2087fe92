import { defineConfig } from "vite";
import { libraryConfig } from "../../scripts/library.ts";

export default defineConfig(
  libraryConfig(import.meta.dirname, {
    index: "src/index.ts",
    schemas: "src/schemas/index.ts",
    "early-submit": "src/forms/shared/earlySubmitGuard.ts",
    studio: "src/studio.ts",
  }),
);
