import { logFor } from "./observe/log";

const log = logFor("startup");

/**
 * In production, the host of the i18n base URL (`BASE_URL`) must be the site's (`SITE_URL`):
 * links and alternates would otherwise point elsewhere. A mismatch is logged as an error.
 */
export function checkBaseUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NODE_ENV !== "production" || !env.BASE_URL || !env.SITE_URL) return null;
  // A relative base (`/`) is on the site's host by definition.
  const base = URL.parse(env.BASE_URL)?.host;
  const site = URL.parse(env.SITE_URL)?.host;
  if (!base || base === site) return null;
  const message = `i18n base URL host (${base}) differs from the site URL host (${site})`;
  log.error(message);
  return message;
}

/**
 * In production the public origin should be the operator's (`SITE_URL`): without it, canonical
 * links, the sitemap and e-mails name a loopback address or an `ALLOWED_HOSTS` host as addressed
 * (see `origin.ts`). Said once at start; a fresh `npm start` on a laptop still works.
 */
export function checkSiteUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NODE_ENV !== "production" || env.SITE_URL) return null;
  const message = `SITE_URL is not set: absolute links name http://localhost:${env.PORT ?? "3000"}${
    env.ALLOWED_HOSTS ? ` or the ALLOWED_HOSTS host addressed (${env.ALLOWED_HOSTS})` : ""
  }; set SITE_URL to the site's public address in production`;
  log.warn(message);
  return message;
}

/**
 * Instances sharing a database must sign sessions with one key (`BETTER_AUTH_SECRET`): each one
 * making its own under its `DATA_DIR` would refuse the others' sessions. Said once at start.
 */
export function checkSharedSecret(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NODE_ENV !== "production" || !env.DATABASE_URL || env.BETTER_AUTH_SECRET) return null;
  const message =
    "BETTER_AUTH_SECRET is not set: this instance signs sessions with a key of its own (DATA_DIR/auth-secret); give every instance sharing DATABASE_URL the same BETTER_AUTH_SECRET";
  log.warn(message);
  return message;
}
