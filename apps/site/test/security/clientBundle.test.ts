// The browser's code carries none of the server's. A server-function module's other exports stay
// in its client chunk, and with them whatever they import: once, the database client rode along
// and the chunk a navigation loads failed. Read from the build, not from the sources.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const assets = join(import.meta.dirname, "../../dist/client/assets");
const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));

/** Names each server library keeps as strings through minification. */
const serverMarks = {
  drizzle: /"PgColumn"|"PgTable"/,
  pglite: /@electric-sql\/pglite|pglite\.wasm/,
  "better-auth's server": /BETTER_AUTH_SECRET/,
  nodemailer: /nodemailer/,
  "pg-boss": /"pgboss"/,
};

describe("no browser script carries server code", () => {
  it("finds scripts to read", () => expect(scripts.length).toBeGreaterThan(10));
  for (const [library, mark] of Object.entries(serverMarks)) {
    it(library, () => {
      const carriers = scripts.filter((file) =>
        mark.test(readFileSync(join(assets, file), "utf8")),
      );
      expect(carriers).toEqual([]);
    });
  }
});
