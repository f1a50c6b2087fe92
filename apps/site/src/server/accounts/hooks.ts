// What the site adds around better-auth's own endpoints, as a plugin (its hooks run after the
// input check of `hooks.before` and before the cookie plugin): the limits per address and account,
// log-in throttled per account, the "password changed" mail after a change or a reset of the
// password, and the second factors kept (`factors.ts`).
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { sessions, users } from "../db/accounts";
import { getDb } from "../db/index";
import {
  FACTOR_CHANGES,
  factorsOf,
  hasFactor,
  secondFactorFirst,
  staffKeepFactor,
} from "./factors";
import { AUTH_PATH_LIMITS, CLIENT_IP_HEADER, takeAccountCall } from "./limits";
import { sendSecurityNotice } from "./mails";
import { isStaff } from "./roles";
import { clearTries, returnTry, takeTry } from "./throttle";

/** The answer to a try on a locked address: the same whether or not it has an account. */
export function tooManyAttempts(retryAfter: number): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    {
      code: "TOO_MANY_ATTEMPTS",
      message: "Too many failed attempts for this address. Try again later.",
      retryAfter,
    },
    { "Retry-After": String(retryAfter) },
  );
}

/** The answer past a limit per address and account (429 with `Retry-After`). */
function tooManyRequests(retryAfter: number): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { code: "TOO_MANY_REQUESTS", message: "Too many requests. Try again later.", retryAfter },
    { "Retry-After": String(retryAfter) },
  );
}

const emailOf = (body: unknown): string | undefined => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : undefined;
};

/** The status of what the endpoint answered: an error's, or 200. */
const statusOf = (returned: unknown): number => (isAPIError(returned) ? returned.statusCode : 200);

const signInPath = "/sign-in/email";

export const accountHooks = () =>
  ({
    id: "rawafed-accounts",
    hooks: {
      before: [
        {
          // First: a client past its limit for this account takes no try from the account's count.
          matcher: (ctx) => Object.hasOwn(AUTH_PATH_LIMITS, ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            // Set by `handleAuth` on every request from outside; the site's own calls have none.
            const address = ctx.headers?.get(CLIENT_IP_HEADER);
            const limit = AUTH_PATH_LIMITS[ctx.path];
            if (!email || !address || !limit) return;
            const kind = ctx.path.slice(1).replaceAll("/", "-");
            const wait = await takeAccountCall(await getDb(), kind, limit, address, email);
            if (wait > 0) throw tooManyRequests(wait);
          }),
        },
        {
          // A second factor is changed from a session opened with one (when the account has
          // one), and the staff keep their last: an admin resets it, nobody turns it off.
          matcher: (ctx) => FACTOR_CHANGES.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            // Without a session: the endpoint refuses itself, or it is the log-in's code step.
            if (!session) return;
            const factors = await factorsOf(await getDb(), session.user.id);
            const opened = (session.session as { secondFactor?: unknown }).secondFactor === true;
            if (!opened && hasFactor(factors)) throw secondFactorFirst();
            if (!isStaff((session.user as { role?: unknown }).role)) return;
            const last =
              (ctx.path === "/two-factor/disable" && factors.passkeys === 0) ||
              (ctx.path === "/passkey/delete-passkey" && !factors.app && factors.passkeys <= 1);
            if (last) throw staffKeepFactor();
          }),
        },
        {
          matcher: (ctx) => ctx.path === signInPath,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const wait = await takeTry(await getDb(), email);
            if (wait > 0) throw tooManyAttempts(wait);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === signInPath,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const status = statusOf(ctx.context.returned);
            const db = await getDb();
            // 401: a wrong password (or no such account): the try stays counted. 200, and 403
            // (not verified yet, which better-auth says only after the password was right): the
            // password was right. Anything else said nothing about the password.
            if (status === 401) return;
            if (status === 200 || status === 403) await clearTries(db, email);
            else await returnTry(db, email);
          }),
        },
        {
          // A passkey added from a session without a factor (an account's first: the staff's
          // set-up after the password) is that session's second factor from now on.
          matcher: (ctx) => ctx.path === "/passkey/verify-registration",
          handler: createAuthMiddleware(async (ctx) => {
            if (statusOf(ctx.context.returned) !== 200) return;
            const session = await getSessionFromCtx(ctx);
            if (!session) return;
            await (await getDb())
              .update(sessions)
              .set({ secondFactor: true })
              .where(eq(sessions.id, session.session.id));
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/change-password",
          handler: createAuthMiddleware(async (ctx) => {
            // better-auth answers a change with the person's record (their address and language).
            const returned = ctx.context.returned as { user?: { email: string; locale?: unknown } };
            const user = returned?.user ?? ctx.context.session?.user;
            if (statusOf(ctx.context.returned) !== 200 || !user) return;
            sendSecurityNotice("passwordChanged", user, ctx.request);
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/email-otp/reset-password",
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (statusOf(ctx.context.returned) !== 200 || !email) return;
            const db = await getDb();
            // The code proved the mailbox is theirs: a lock from wrong passwords ends with it.
            await clearTries(db, email);
            const [person] = await db
              .select({ email: users.email, locale: users.locale })
              .from(users)
              .where(eq(users.email, email));
            if (person) sendSecurityNotice("passwordChanged", person, ctx.request);
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
