// The server functions of the account pages: who is signed in, their settings' passkeys and
// data export, and the verification link opened.

import type { DataExport } from "@rawafed/design-system";
import { createServerFn } from "@tanstack/react-start";
import { getRequest, getRequestHeaders } from "@tanstack/react-start/server";
import { desc, eq } from "drizzle-orm";
import * as z from "zod/mini";
import { validInput } from "../content/input";
import { dataExports, passkeys, users } from "../db/accounts";
import { getDb } from "../db/index";
import { publicOrigin } from "../http/origin";
import { type AppPasswordRow, appPasswordsOf } from "./appPasswords";
import { getAuth } from "./auth";
import { isVerificationToken, linkClaims } from "./verificationLink";
import { sessionOf, type Viewer, viewerOf } from "./viewer";

/** The person signed in on this request, or `null`. */
export const getViewer = createServerFn({ method: "GET" }).handler(
  async (): Promise<Viewer | null> => viewerOf(new Headers(getRequestHeaders())),
);

/**
 * What the settings page shows beside the viewer: their passkeys, their app passwords (with the
 * origin the catalogs are reached on) and their data's export.
 */
export interface AccountSettingsData {
  /** Oldest first. */
  passkeys: { id: string; name: string | null; added: string }[];
  /** Newest first. */
  appPasswords: AppPasswordRow[];
  origin: string;
  dataExport: DataExport;
}

/** The latest export of a person's data, as the settings show it. */
async function latestExport(userId: string): Promise<DataExport> {
  const [row] = await (await getDb())
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  if (!row) return { state: "none" };
  if (row.state === "ready") {
    if (!row.expiresAt || row.expiresAt < new Date()) return { state: "none" };
    return {
      state: "ready",
      href: `/api/account/export/${row.id}`,
      bytes: row.bytes ?? 0,
      expiresAt: row.expiresAt.toISOString(),
    };
  }
  return { state: row.state };
}

/** The settings page's data (empty for a visitor, whom the page's guard sends to log in). */
export const getAccountSettings = createServerFn({ method: "GET" }).handler(
  async (): Promise<AccountSettingsData> => {
    const signedIn = await sessionOf(new Headers(getRequestHeaders()));
    const origin = publicOrigin(getRequest());
    if (!signedIn) return { passkeys: [], appPasswords: [], origin, dataExport: { state: "none" } };
    const db = await getDb();
    const rows = await db
      .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt })
      .from(passkeys)
      .where(eq(passkeys.userId, signedIn.user.id))
      .orderBy(passkeys.createdAt);
    return {
      passkeys: rows.map(({ id, name, createdAt }) => ({
        id,
        name,
        added: (createdAt ?? new Date(0)).toISOString(),
      })),
      appPasswords: await appPasswordsOf(db, signedIn.user.id),
      origin,
      dataExport: await latestExport(signedIn.user.id),
    };
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
