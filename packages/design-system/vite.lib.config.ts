import { defineConfig } from "vite";
import { libraryConfig } from "../../scripts/library.ts";

export default defineConfig(
  libraryConfig(
    import.meta.dirname,
    {
      index: "src/index.ts",
      fonts: "src/fonts.ts",
      "fonts-swap": "src/fonts-swap.ts",
      tokens: "src/tokens/theme.css.ts",
      "rich-text": "src/richText/extensions.ts",
      studio: "src/studio/index.ts",
    },
    // The fonts' stylesheets and the label's face ship as sources (`src/fonts*`), for the app's
    // bundler to resolve with Cairo's own files (`@fontsource-variable/cairo`).
    {
      imports: [/^\.\/fonts(-swap)?\.css$/, /^\.\/fonts\/[\w-]+\.woff2\?url$/],
      files: ["fonts.css", "fonts-swap.css", "fonts/cairo-arabic-label.woff2"],
    },
  ),
);
