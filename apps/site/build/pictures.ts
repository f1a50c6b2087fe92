// Renders the site's illustrations to responsive AVIF and WebP files in public/images/ at build and
// dev start (pictures/generate.ts); the build waits for them before it writes the client.
import { fileURLToPath } from "node:url";
import { type Plugin, runnerImport } from "vite";

export function picturesPlugin(): Plugin {
  let made: Promise<unknown> | undefined;
  return {
    name: "rawafed:pictures",
    configResolved(config) {
      // Through the module runner: the generator reads TypeScript sources Node cannot import.
      made ??= runnerImport<typeof import("./pictures/generate")>(
        fileURLToPath(new URL("./pictures/generate.ts", import.meta.url)),
      ).then(({ module }) => module.writePictures(config.publicDir));
      // A failure is reported by buildStart, not as an unhandled rejection.
      made.catch(() => {});
    },
    async buildStart() {
      await made;
    },
  };
}
