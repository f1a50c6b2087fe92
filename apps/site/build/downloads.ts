// Writes the site's downloadable documents (each year's financial statements, the governance
// policies, the product catalog) in both languages into public/files/{locale}/ at build and dev
// start, and gives the pages their real sizes through the `virtual:rawafed/documents` module.
import { fileURLToPath } from "node:url";
import { type Plugin, runnerImport } from "vite";

const virtualId = "virtual:rawafed/documents";
const resolvedId = `\0${virtualId}`;

export function downloadsPlugin(): Plugin {
  let sizes: Promise<Record<string, number>> | undefined;
  return {
    name: "rawafed:downloads",
    configResolved(config) {
      // Through the module runner: the generator reads TypeScript sources Node cannot import.
      sizes ??= runnerImport<typeof import("./pdf/generate")>(
        fileURLToPath(new URL("./pdf/generate.ts", import.meta.url)),
      ).then(({ module }) => module.writeDocuments(config.publicDir));
      // A failure is reported where the pages ask for the module, not as an unhandled rejection.
      sizes.catch(() => {});
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      return `export const documentSizes = ${JSON.stringify(await sizes)};`;
    },
  };
}
