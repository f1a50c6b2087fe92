// Many accounts in one go through the operator's own tool (`npm run users -- add`, i.e.
// `runUsers` of apps/site/src/server/accounts/cli.ts), loaded once: one process per account would
// pay the module runner's start each time. Run with cwd apps/site and DATABASE_URL set;
// standard input: `{ "password": "...", "users": [{ "email": "...", "role": "reader" }] }`.
import { createRequire } from "node:module";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { pathToFileURL } from "node:url";

const { password, users } = JSON.parse(await text(process.stdin));
// The site's own vite, as its `scripts/users.mjs` uses it.
const vite = await import(
  pathToFileURL(createRequire(join(process.cwd(), "package.json")).resolve("vite")).href
);
const { module } = await vite.runnerImport(join(process.cwd(), "src/server/accounts/cli.ts"), {
  logLevel: "silent",
});
for (const { email, role } of users) {
  // Its words only when it refuses (one line per account otherwise).
  const said = [];
  const code = await module.runUsers(["add", email, "--role", role], {
    readPassword: async () => password,
    out: (line) => said.push(line),
  });
  if (code !== 0) {
    console.error(said.join("\n"));
    process.exit(code);
  }
}
process.exit(0);
