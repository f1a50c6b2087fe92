/**
 * In production, the host of the i18n base URL (`BASE_URL`) must be the site's (`SITE_URL`):
 * links and alternates would otherwise point elsewhere. A mismatch is logged as an error.
 */
export function checkBaseUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NODE_ENV !== "production" || !env.BASE_URL || !env.SITE_URL) return null;
  const base = new URL(env.BASE_URL).host;
  const site = new URL(env.SITE_URL).host;
  if (base === site) return null;
  const message = `i18n base URL host (${base}) differs from the site URL host (${site})`;
  console.error(message);
  return message;
}
