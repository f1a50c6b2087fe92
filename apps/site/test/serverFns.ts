// A server function's id as the production build named it, to call it as a page's code would.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const assets = join(import.meta.dirname, "..", "dist", "server", "assets");

/** The id of the server function exported as `name` (`/_serverFn/{id}`). */
export function serverFnId(name: string): string {
  const pattern = new RegExp(`${name} = createServerFn[\\s\\S]*?createSsrRpc\\("([0-9a-f]+)"`);
  for (const file of readdirSync(assets)) {
    const found = pattern.exec(readFileSync(join(assets, file), "utf8"));
    if (found?.[1]) return found[1];
  }
  throw new Error(`the server function ${name} is not in the build`);
}
