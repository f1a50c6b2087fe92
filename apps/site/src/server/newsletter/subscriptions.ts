import type { Locale } from "@rawafed/i18n";
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/index";
import { subscribers } from "../db/schema";
import { CONFIRM_RESEND_MS, CONFIRM_TTL_HOURS } from "./constants";
import { hashToken, newToken } from "./tokens";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A confirmation mail to send: the address, its language and the tokens of its links. */
export interface PendingConfirmation {
  email: string;
  locale: Locale;
  /** The single-use confirmation token (only its hash is stored). */
  confirmToken: string;
  /** The subscription's unsubscribe token. */
  unsubscribeToken: string;
}

/** The least time between two confirmation mails to one address (`NEWSLETTER_RESEND_SECONDS`). */
export function resendIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.NEWSLETTER_RESEND_SECONDS;
  const seconds = value ? Number(value) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : CONFIRM_RESEND_MS;
}

/** Active: confirmed, and not unsubscribed since. */
const active = sql`(${subscribers.confirmedAt} is not null and ${subscribers.unsubscribedAt} is null)`;

/**
 * A visitor asks for the newsletter at `email`. Nothing becomes active here: the address gets a
 * new single-use confirmation link, unless it is already active (nothing to confirm) or had one
 * less than `resendIntervalMs()` ago (5 minutes). An unsubscribed address stays unsubscribed until its owner
 * opens the new link. One statement, so two posts at once cannot both send. Returns the mail to
 * send, or null.
 */
export async function requestSubscription(
  db: Database,
  email: string,
  locale: Locale,
  now = new Date(),
): Promise<PendingConfirmation | null> {
  const confirmToken = newToken();
  const confirmation = {
    locale,
    confirmTokenHash: hashToken(confirmToken),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_TTL_HOURS * 3_600_000),
    confirmSentAt: now,
  };
  const [row] = await db
    .insert(subscribers)
    .values({ email, token: newToken(), subscribedAt: now, ...confirmation })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: confirmation,
      setWhere: and(
        sql`not ${active}`,
        or(
          isNull(subscribers.confirmSentAt),
          lte(subscribers.confirmSentAt, new Date(now.getTime() - resendIntervalMs())),
        ),
      ),
    })
    .returning({ email: subscribers.email, token: subscribers.token });
  return row ? { email: row.email, locale, confirmToken, unsubscribeToken: row.token } : null;
}

/**
 * Opens a confirmation link: the subscription becomes active (a past unsubscribe is undone by
 * this explicit confirmation) and the token is spent. Null for an unknown, spent or expired token.
 */
export async function confirmSubscription(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ locale: Locale } | null> {
  const [row] = await db
    .update(subscribers)
    .set({ confirmedAt: now, unsubscribedAt: null, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(subscribers.confirmTokenHash, hashToken(token)),
        gt(subscribers.confirmExpiresAt, now),
      ),
    )
    .returning({ locale: subscribers.locale });
  return row ? { locale: row.locale as Locale } : null;
}

/**
 * Unsubscribes by the token of the subscriber's links. It holds: a confirmation link sent before
 * is spent with it, and a later post of the form only sends a new link. Repeating it changes
 * nothing (the first date stays). Null for an unknown token.
 */
export async function unsubscribe(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ locale: Locale } | null> {
  const [row] = await db
    .update(subscribers)
    .set({
      unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(eq(subscribers.token, token))
    .returning({ locale: subscribers.locale });
  return row ? { locale: row.locale as Locale } : null;
}

export type SubscriptionState = "subscribed" | "unsubscribed";

/** What the unsubscribe page shows for a token: null when no subscription has it. */
export async function subscriptionByToken(
  db: Database,
  token: string,
): Promise<{ state: SubscriptionState; locale: Locale } | null> {
  const [row] = await db
    .select({ locale: subscribers.locale, unsubscribedAt: subscribers.unsubscribedAt })
    .from(subscribers)
    .where(eq(subscribers.token, token));
  if (!row) return null;
  return {
    state: row.unsubscribedAt ? "unsubscribed" : "subscribed",
    locale: row.locale as Locale,
  };
}
