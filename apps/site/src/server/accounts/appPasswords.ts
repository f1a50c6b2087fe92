// App passwords (issue #34): what a reading app signs in to the OPDS catalogs with. The person
// names one per app in their settings and sees it once; it reads the catalogs and moves their
// reading progress, nothing else, and is revoked there. better-auth's api-key plugin makes them
// (random, kept hashed) and checks them with a rate limit of each key's own.
//   POST /api/account/app-passwords         `{ name }`: a new one, answered with the password
//   POST /api/account/app-passwords/revoke  `{ id }`: one of the person's revoked
import { appPasswordIdSchema, appPasswordSchema } from "@rawafed/forms/schemas";
import { and, count, desc, eq } from "drizzle-orm";
import { appPasswords } from "../db/accounts";
import type { Database } from "../db/index";
import { endpoint } from "../http/admission";
import { formProblem, ok } from "../http/answers";
import { APP_PASSWORD_PREFIX, APP_PASSWORDS_MAX, OPDS_READ } from "./appPasswordRules";
import { getAuth } from "./auth";

/** Longer than any key the plugin makes: refused before it is hashed and looked up. */
const KEY_MAX_LENGTH = 200;

export interface AppPasswordRow {
  id: string;
  name: string;
  start: string | null;
  added: string;
  lastUsed: string | null;
}

/** The person's app passwords, the newest first. */
export async function appPasswordsOf(db: Database, userId: string): Promise<AppPasswordRow[]> {
  const rows = await db
    .select({
      id: appPasswords.id,
      name: appPasswords.name,
      start: appPasswords.start,
      createdAt: appPasswords.createdAt,
      lastRequest: appPasswords.lastRequest,
    })
    .from(appPasswords)
    .where(eq(appPasswords.referenceId, userId))
    .orderBy(desc(appPasswords.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? "",
    start: row.start,
    added: row.createdAt.toISOString(),
    lastUsed: row.lastRequest?.toISOString() ?? null,
  }));
}

export const handleMakeAppPassword = endpoint({
  rate: { key: "app-passwords", per: "person", max: 10 },
  who: "reader",
  body: { accepts: "json", maxBytes: 1024, schema: appPasswordSchema },
  handle: async ({ db, user, data, locale }) => {
    const [held] = await db
      .select({ total: count() })
      .from(appPasswords)
      .where(eq(appPasswords.referenceId, user.id));
    if ((held?.total ?? 0) >= APP_PASSWORDS_MAX) {
      return formProblem(422, locale, "comics.appPasswords.tooMany");
    }
    const auth = await getAuth();
    // On the server, for this person: no session is read, and the permissions are ours to set.
    const made = await auth.api.createApiKey({
      body: { name: data.name, userId: user.id, permissions: OPDS_READ },
    });
    return ok({ id: made.id, name: made.name, password: made.key });
  },
});

export const handleRevokeAppPassword = endpoint({
  rate: { key: "app-passwords", per: "person", max: 10 },
  who: "reader",
  body: { accepts: "json", maxBytes: 1024, schema: appPasswordIdSchema },
  handle: async ({ db, user, data }) => {
    const removed = await db
      .delete(appPasswords)
      .where(and(eq(appPasswords.id, data.id), eq(appPasswords.referenceId, user.id)))
      .returning({ id: appPasswords.id });
    return ok({ removed: removed.length });
  },
});

/** Who an app password belongs to, or why it lets nobody in (`retryAfter` in seconds). */
export type AppPasswordCheck =
  | { userId: string; id: string }
  | { refused: "invalid" }
  | { refused: "limited"; retryAfter: number };

/** Checks a key for reading the catalogs, counting the call against its limit. */
export async function checkAppPassword(key: string): Promise<AppPasswordCheck> {
  if (!key.startsWith(APP_PASSWORD_PREFIX) || key.length > KEY_MAX_LENGTH) {
    return { refused: "invalid" };
  }
  const auth = await getAuth();
  const checked = await auth.api.verifyApiKey({ body: { key, permissions: OPDS_READ } });
  if (checked.valid && checked.key) return { userId: checked.key.referenceId, id: checked.key.id };
  const error = checked.error as { code?: string; details?: { tryAgainIn?: number } } | null;
  if (error?.code === "RATE_LIMITED") {
    const wait = Math.ceil((error.details?.tryAgainIn ?? 60_000) / 1000);
    return { refused: "limited", retryAfter: Math.max(1, wait) };
  }
  return { refused: "invalid" };
}
