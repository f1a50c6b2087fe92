// Accounts of the comics platform: better-auth on the site's own database (its Drizzle adapter
// over the tables of `db/accounts.ts`), e-mail and password with argon2id, the verification link,
// the 6-digit reset code (email-otp plugin), second factors (an app with the two-factor plugin,
// passkeys with the passkey plugin) and database-backed throttling. Mounted at /api/auth.
import { apiKey } from "@better-auth/api-key";
import { passkey } from "@better-auth/passkey";
import { APP_PASSWORD_NAME_MAX } from "@rawafed/forms/schemas";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { emailOTP } from "better-auth/plugins/email-otp";
import { twoFactor } from "better-auth/plugins/two-factor";
import { tanstackStartCookies } from "better-auth/tanstack-start";
import { decodeJwt } from "jose";
import {
  accounts,
  appPasswords,
  authRateLimits,
  passkeys,
  sessions,
  twoFactors,
  users,
  verifications,
} from "../db/accounts";
import { type Database, getDb } from "../db/index";
import { defaultOrigin, originSettings, publicOrigin } from "../http/origin";
import { logFor } from "../observe/log";
import { APP_PASSWORD_CALLS_PER_MINUTE, APP_PASSWORD_PREFIX, OPDS_READ } from "./appPasswordRules";
import {
  BACKUP_CODE_COUNT,
  RESET_CODE_ATTEMPTS,
  RESET_CODE_SECONDS,
  SESSION_DAYS,
  TOTP_ISSUER,
  VERIFY_LINK_HOURS,
} from "./constants";
import { requireUserVerified } from "./factors";
import { accountHooks } from "./hooks";
import { checkInputs } from "./inputs";
import {
  AUTH_PATH_LIMITS,
  CLIENT_IP_HEADER,
  fixedWindows,
  OTHER_AUTH_PER_ADDRESS,
  SECOND_FACTOR_PER_ADDRESS,
} from "./limits";
import {
  sendEmailChangeLink,
  sendExistingAccountNotice,
  sendResetCode,
  sendVerificationLink,
} from "./mails";
import { hashPassword, verifyPassword } from "./password";
import { authSecret } from "./secret";

const authLog = logFor("auth");

/** The paths that open a session with a second factor (see `databaseHooks`). */
const SECOND_FACTOR_PATHS = new Set([
  "/passkey/verify-authentication",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
]);

/** Whether the session the endpoint was called with was opened with a second factor. */
const openedWithFactor = (ctx: { context: object } | null): boolean =>
  (ctx?.context as { session?: { session?: { secondFactor?: unknown } } } | undefined)?.session
    ?.session?.secondFactor === true;

/**
 * `rpID`: the host name passkeys are made for and checked against (WebAuthn's relying party),
 * the one the browser is on: one accounts service per public host (`getAuth`).
 */
function createAuth(db: Database, rpID: string) {
  const settings = originSettings();
  const origin = defaultOrigin(settings);
  const origins = settings.siteUrl
    ? [settings.siteUrl]
    : settings.allowedHosts.map((host) => `http://${host}`);
  return betterAuth({
    appName: "Rawafed",
    basePath: "/api/auth",
    // Its lines join the server's JSON log: the message and an error, never its other arguments
    // (they may carry what a person typed).
    logger: {
      level: "warn",
      log: (level, message, ...args) =>
        // A wrong or spent app password is a reading app's everyday answer, not an error.
        authLog[message.startsWith("Failed to validate API key") ? "debug" : level](
          { err: args.find((arg) => arg instanceof Error) },
          message,
        ),
    },
    baseURL: origin,
    secret: authSecret(),
    // Form posts come from the site's own pages only (better-auth checks Origin against these).
    // The link-based password reset is replaced by the 6-digit code (email-otp), and there is no
    // social sign-in: their endpoints are not offered at all. Sign-up is the site's own route
    // (/api/account/sign-up: the consent, the photo). A signed-in person changes their
    // account through the site's own routes under /api/account (same-origin, size limits, the
    // forms' rules, the photo, one transaction for deletion), which call better-auth's API on the
    // server: its HTTP endpoints for the same changes are closed.
    disabledPaths: [
      "/sign-up/email",
      "/request-password-reset",
      "/reset-password",
      "/sign-in/social",
      "/link-social",
      "/update-user",
      "/change-email",
      "/change-password",
      "/delete-user",
      // The second factor is an app or a backup code: no code by mail.
      "/two-factor/send-otp",
      "/two-factor/verify-otp",
      // A passkey keeps the name it was given.
      "/passkey/update-passkey",
      // App passwords are made and revoked through the site's own routes (appPasswords.ts).
      "/api-key/create",
      "/api-key/get",
      "/api-key/update",
      "/api-key/delete",
      "/api-key/list",
      "/api-key/delete-all-expired-api-keys",
    ],
    trustedOrigins: (request) => (request ? [publicOrigin(request)] : origins),
    // Every body is checked with the forms' own rules before better-auth reads it.
    hooks: { before: checkInputs },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: authRateLimits,
        twoFactor: twoFactors,
        passkey: passkeys,
        apikey: appPasswords,
      },
    }),
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "reader", input: false },
        gender: { type: "string", required: false },
        birthDate: { type: "string", required: false },
        nationality: { type: "string", required: false },
        locale: { type: "string", required: false, defaultValue: "en" },
      },
      // A new address is verified first: the link goes to it, and the account's address changes
      // only when it is opened (better-auth's change-email flow; see `sendVerificationEmail`).
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // The shared `password` rule decides strength (forms' schemas, checked before this).
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // A sign-up with a known address answers as a new one would (a made-up user of the same
      // shape) and tells the address's owner instead: nobody learns who has an account.
      onExistingUserSignUp: async ({ user }, request) => sendExistingAccountNotice(user, request),
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: "reader",
        gender: null,
        birthDate: null,
        nationality: null,
        locale: "en",
        ...additionalFields,
        id,
      }),
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Log-in before verification sends a new link (the page says so).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_LINK_HOURS * 3600,
      sendVerificationEmail: async ({ user, token }, request) => {
        // A change of address sends its link through here too, to the new address (`updateTo`).
        if (decodeJwt(token).updateTo) sendEmailChangeLink(user, token, request);
        else sendVerificationLink(user, token, request);
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 3600,
      updateAge: 24 * 3600,
      additionalFields: {
        secondFactor: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    // A session opened by a passkey, or by an app's or backup code, is marked: the staff reach
    // nothing with one that was not (http/admission.ts).
    databaseHooks: {
      session: {
        create: {
          // A session made from one opened with a second factor (a new password's, or after
          // turning the app off with a passkey left) keeps the mark.
          before: async (session, ctx) =>
            (ctx?.path && SECOND_FACTOR_PATHS.has(ctx.path)) || openedWithFactor(ctx)
              ? { data: { ...session, secondFactor: true } }
              : undefined,
        },
      },
    },
    // Per client address, for a busy shared address (limits.ts); the limits per address and
    // account, and the lock of an account after wrong passwords, are the hooks' (hooks.ts).
    rateLimit: {
      enabled: true,
      customStorage: fixedWindows(db),
      window: 60,
      max: OTHER_AUTH_PER_ADDRESS,
      customRules: {
        ...Object.fromEntries(
          Object.entries(AUTH_PATH_LIMITS).map(([path, limit]) => [
            path,
            { window: 60, max: limit.perAddress },
          ]),
        ),
        "/two-factor/*": { window: 60, max: SECOND_FACTOR_PER_ADDRESS },
      },
    },
    advanced: {
      // Secure cookies whenever the site is served over https.
      useSecureCookies: origin.startsWith("https:"),
      ipAddress: {
        // Set by `handleAuth` from the connection (or the trusted proxy's X-Forwarded-For).
        ipAddressHeaders: [CLIENT_IP_HEADER],
      },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: RESET_CODE_SECONDS,
        allowedAttempts: RESET_CODE_ATTEMPTS,
        storeOTP: "hashed",
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          if (type === "forget-password") await sendResetCode(email, otp, ctx?.request);
        },
      }),
      // A second factor: an authenticator app (TOTP) with one-time backup codes. After a right
      // password, log-in answers `twoFactorRedirect` and the session starts only with the code.
      twoFactor({
        issuer: TOTP_ISSUER,
        backupCodeOptions: { amount: BACKUP_CODE_COUNT },
      }),
      // Passkeys: discoverable (log-in without typing the address) and unlocked on the device
      // (a PIN, a fingerprint), so that one is two factors on its own (`userVerified` below).
      passkey({
        rpID,
        rpName: "Rawafed",
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        authentication: { afterVerification: requireUserVerified },
      }),
      // App passwords for reading apps: checked by the OPDS catalogs alone (opds/reader.ts),
      // never turned into a session, each with its own limit a minute.
      apiKey({
        defaultPrefix: APP_PASSWORD_PREFIX,
        requireName: true,
        maximumNameLength: APP_PASSWORD_NAME_MAX,
        enableMetadata: false,
        enableSessionForAPIKeys: false,
        rateLimit: {
          enabled: true,
          timeWindow: 60_000,
          maxRequests: APP_PASSWORD_CALLS_PER_MINUTE,
        },
        permissions: { defaultPermissions: OPDS_READ },
      }),
      accountHooks(),
      // Last, as its documentation asks: it writes better-auth's cookies through TanStack Start.
      tanstackStartCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const services = new Map<string, Promise<Auth>>();

/**
 * The accounts service, on the site's database (opened and migrated at first use), for passkeys
 * made on `host` (the public origin's host name: `SITE_URL`'s, or one of the allowed hosts, so
 * there are few). Sessions, accounts and everything else are the same through each.
 */
export function getAuth(host = new URL(defaultOrigin()).hostname): Promise<Auth> {
  let service = services.get(host);
  if (!service) {
    service = getDb().then((db) => createAuth(db, host));
    services.set(host, service);
  }
  return service;
}
