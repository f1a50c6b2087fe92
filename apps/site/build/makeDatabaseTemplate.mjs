// Usage: node build/makeDatabaseTemplate.mjs TARGET_DIR
// Runs initdb and the site's migrations in TARGET_DIR (emptied first), leaving the cluster there
// for fresh data directories to copy (see databaseTemplate.ts).
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const [target] = process.argv.slice(2);
if (!target) {
  console.error("usage: node build/makeDatabaseTemplate.mjs TARGET_DIR");
  process.exit(2);
}
rmSync(target, { recursive: true, force: true });
const client = new PGlite(target, { extensions: { pg_trgm } });
await migrate(drizzle(client), {
  migrationsFolder: fileURLToPath(new URL("../drizzle", import.meta.url)),
});
await client.close();
