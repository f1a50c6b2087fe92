import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dataDir } from "../db/index";

/**
 * The key that signs sessions and verification links: `BETTER_AUTH_SECRET` when the operator
 * sets it (required when several instances share the database), otherwise one made at first start
 * and kept in the data directory, readable by the server's user only.
 */
export function authSecret(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.BETTER_AUTH_SECRET?.trim();
  if (configured) {
    if (configured.length < 32)
      throw new Error("BETTER_AUTH_SECRET must be at least 32 characters");
    return configured;
  }
  const file = join(dataDir(), "auth-secret");
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  } catch {}
  const made = randomBytes(32).toString("base64url");
  mkdirSync(dataDir(), { recursive: true });
  // `wx`: two processes starting together cannot both write it; the second reads the first's.
  try {
    writeFileSync(file, `${made}\n`, { mode: 0o600, flag: "wx" });
    return made;
  } catch {
    return readFileSync(file, "utf8").trim();
  }
}
