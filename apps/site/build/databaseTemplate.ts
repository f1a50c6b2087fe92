// The embedded database's first state, made at build: a PostgreSQL cluster with the site's
// migrations applied, in a directory beside the server bundle. A fresh data directory is a copy of
// it: PGlite's initdb at the server's first start took its resident memory from about 260 to
// 670 MB, and unpacking a tarball of it through PGlite (its `loadDataDir`) still held 130 MB more.
import { spawn } from "node:child_process";
import { join } from "node:path";
import type { Plugin } from "vite";
import { databaseTemplatePath } from "../src/server/db/template";
import { serverNodeFlags } from "../src/server/nodeFlags";

export function databaseTemplatePlugin(): Plugin {
  return {
    name: "rawafed:database-template",
    apply: "build",
    buildApp: {
      order: "post",
      async handler(builder) {
        const server = builder.environments.ssr;
        if (!server) return;
        const target = join(server.config.root, databaseTemplatePath);
        // In a process of its own (run as the server runs PGlite): initdb's memory is not the
        // build's to keep.
        const script = join(server.config.root, "build", "makeDatabaseTemplate.mjs");
        await new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, [...serverNodeFlags(), script, target], {
            stdio: "inherit",
          });
          child.once("error", reject);
          child.once("exit", (code) =>
            code === 0 ? resolve() : reject(new Error(`database template: exit ${code}`)),
          );
        });
        server.logger.info(`database template: ${databaseTemplatePath}`);
      },
    },
  };
}
