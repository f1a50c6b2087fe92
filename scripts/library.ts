// The packages' library build (`pnpm --filter <package> build`): ESM with the vanilla-extract
// styles compiled into one stylesheet (`dist/styles.css`), modules kept one per file so an app's
// bundler drops what it does not import, and the package's dependencies left for the app to
// install. The workspace itself never uses this output: its packages are consumed as sources.
import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import type { UserConfig } from "vite";
import { css } from "./css.ts";

interface PackageJson {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * @param packageDir the package's folder
 * @param entries each public entry point (its `exports`), by the file name it builds to
 * @param shipped imports left as they are, to files copied beside the build as they are (library
 *   mode would inline every asset, font files included, into the stylesheet as base64): the
 *   patterns of the imports, and the files (relative to `src`)
 */
export function libraryConfig(
  packageDir: string,
  entries: Record<string, string>,
  shipped: { imports: readonly RegExp[]; files: readonly string[] } = { imports: [], files: [] },
): UserConfig {
  const manifest = JSON.parse(
    readFileSync(join(packageDir, "package.json"), "utf8"),
  ) as PackageJson;
  const external = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
  const src = join(packageDir, "src");
  return {
    // The workspace's root, for every package: vanilla-extract names a style after its file's
    // path from the root, so the theme's variables that the forms' styles read are named as in
    // the design system's own stylesheet.
    root: join(packageDir, "..", ".."),
    css,
    plugins: [
      vanillaExtractPlugin(),
      react(),
      {
        name: "rawafed:shipped-files",
        closeBundle() {
          for (const file of shipped.files) {
            cpSync(join(packageDir, "src", file), join(packageDir, "dist", file), {
              recursive: true,
            });
          }
        },
      },
    ],
    build: {
      outDir: join(packageDir, "dist"),
      emptyOutDir: true,
      sourcemap: true,
      // An app minifies what it ships; readable modules are easier to debug from its side.
      minify: false,
      cssCodeSplit: false,
      lib: {
        entry: Object.fromEntries(
          Object.entries(entries).map(([name, file]) => [name, join(packageDir, file)]),
        ),
        formats: ["es"],
        cssFileName: "styles",
      },
      rollupOptions: {
        external: (id) =>
          id.startsWith("node:") ||
          shipped.imports.some((pattern) => pattern.test(id)) ||
          external.some((name) => id === name || id.startsWith(`${name}/`)),
        output: { preserveModules: true, preserveModulesRoot: src },
      },
    },
  };
}
