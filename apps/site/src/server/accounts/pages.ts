// The server functions of the account pages: who is signed in, their passkeys, and the
// verification link opened.

import { createServerFn } from "@tanstack/react-start";
import { getRequestHeaders } from "@tanstack/react-start/server";
import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { validInput } from "../content/input";
import { passkeys, users } from "../db/accounts";
import { getDb } from "../db/index";
import { getAuth } from "./auth";
import { isVerificationToken, linkClaims } from "./verificationLink";
import { sessionOf, type Viewer, viewerOf } from "./viewer";

/** The person signed in on this request, or `null`. */
export const getViewer = createServerFn({ method: "GET" }).handler(
  async (): Promise<Viewer | null> => viewerOf(new Headers(getRequestHeaders())),
);

/** The signed-in person's passkeys, oldest first (none for a visitor). */
export const getPasskeys = createServerFn({ method: "GET" }).handler(
  async (): Promise<{ id: string; name: string | null; added: string }[]> => {
    const signedIn = await sessionOf(new Headers(getRequestHeaders()));
    if (!signedIn) return [];
    const rows = await (await getDb())
      .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt })
      .from(passkeys)
      .where(eq(passkeys.userId, signedIn.user.id))
      .orderBy(passkeys.createdAt);
    return rows.map(({ id, name, createdAt }) => ({
      id,
      name,
      added: (createdAt ?? new Date(0)).toISOString(),
    }));
  },
);

/** Whether the account of `email` is already active. */
async function emailVerified(email: string): Promise<boolean> {
  const db = await getDb();
  const [user] = await db
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return user?.verified === true;
}

/** A verification link's token as better-auth writes it (a JWT). */
const token = z.object({ token: z.optional(z.string().check(z.maxLength(4096))) });

export type VerificationOutcome =
  | "activated"
  | "alreadyVerified"
  | "emailChanged"
  | "expired"
  | "invalid";

/**
 * The verification link, opened: the account is activated and signed in the first time; a link
 * of an account already active says so; an expired one offers a new link.
 */
export const verifyEmail = createServerFn({ method: "POST" })
  .validator(validInput(token))
  .handler(async ({ data }): Promise<{ outcome: VerificationOutcome }> => {
    if (!isVerificationToken(data.token)) return { outcome: "invalid" };
    const claims = await linkClaims(data.token);
    if (!claims) return { outcome: "invalid" };
    if (claims.expired) return { outcome: "expired" };
    // better-auth answers alike for a first and a later opening: the account says which it is.
    if (!claims.updateTo && (await emailVerified(claims.email))) {
      return { outcome: "alreadyVerified" };
    }
    const auth = await getAuth();
    try {
      await auth.api.verifyEmail({
        query: { token: data.token },
        headers: new Headers(getRequestHeaders()),
      });
      return { outcome: claims.updateTo ? "emailChanged" : "activated" };
    } catch {
      return { outcome: "invalid" };
    }
  });
