/**
 * The site's public origin, decided by the operator, never by a client. A `Host` or
 * `X-Forwarded-Host` header is the client's to write: taken as is, it would put an attacker's
 * address into canonical links, sitemaps and e-mails, and give every cache one entry per made-up
 * host. So every request is answered as if sent to one of a few known origins:
 *
 * - `SITE_URL` when set (production behind a domain): always that origin.
 * - Otherwise the host the request names when it is allowed: `ALLOWED_HOSTS` (comma-separated
 *   `host[:port]`) and this server's loopback names on its `PORT` (a fresh `npm start`).
 * - Otherwise the first allowed origin (`http://localhost:PORT`).
 *
 * `X-Forwarded-Host` and `X-Forwarded-Proto` count only with `TRUST_PROXY=1`, and even then the
 * host must be allowed.
 */

export interface OriginSettings {
  siteUrl?: string;
  allowedHosts: string[];
  trustProxy: boolean;
}

export function originSettings(env: NodeJS.ProcessEnv = process.env): OriginSettings {
  const port = env.PORT ?? "3000";
  const loopback = [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`];
  const listed = (env.ALLOWED_HOSTS ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return {
    siteUrl: env.SITE_URL ? new URL(env.SITE_URL).origin : undefined,
    allowedHosts: [...listed, ...loopback],
    trustProxy: env.TRUST_PROXY === "1",
  };
}

let fromEnvironment: OriginSettings | undefined;
/** This process's settings (its environment does not change while it runs): read once. */
const currentSettings = () => {
  fromEnvironment ??= originSettings();
  return fromEnvironment;
};

/** A `Host` value a URL can carry (`name[:port]`, port 1-65535), lower-cased; null otherwise. */
export function readHost(value: string | null | undefined): string | null {
  if (!value || value.length > 255) return null;
  try {
    const url = new URL(`http://${value}`);
    // Anything beyond a host and port (a path, credentials) makes it not a host.
    if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) return null;
    return url.host === value.toLowerCase() || `${url.host}:80` === value.toLowerCase()
      ? url.host
      : null;
  } catch {
    return null;
  }
}

/** The origin to answer `request` as (see the module's comment). */
export function publicOrigin(
  request: Request,
  settings = currentSettings(),
  read: (value: string | null | undefined) => string | null = readHost,
): string {
  if (settings.siteUrl) return settings.siteUrl;
  const forwarded = settings.trustProxy ? request.headers.get("x-forwarded-host") : null;
  const named = forwarded?.split(",")[0]?.trim() ?? request.headers.get("host");
  // An allowed host as written needs no parsing (the usual case, and the cheap one).
  const host = named && settings.allowedHosts.includes(named) ? named : read(named);
  const https =
    settings.trustProxy &&
    request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
  const fallback = settings.allowedHosts[0] as string;
  return `${https ? "https" : "http"}://${host && settings.allowedHosts.includes(host) ? host : fallback}`;
}

/** The origin to use where no request is at hand (a job, a command): `SITE_URL` or the first allowed. */
export function defaultOrigin(settings = currentSettings()): string {
  return settings.siteUrl ?? `http://${settings.allowedHosts[0]}`;
}

const badHost = () =>
  new Response("Bad Request: the Host header is not a valid host.\n", {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * The origin to answer `request` on, or a 400 for a `Host` no URL can carry
 * (`evil.example:99999`), before anything reads it.
 */
export function answeringOrigin(request: Request, settings = currentSettings()): string | Response {
  const host = request.headers.get("host");
  if (host === null || settings.allowedHosts.includes(host)) return publicOrigin(request, settings);
  const read = readHost(host);
  if (read === null) return badHost();
  // The Host is read once: publicOrigin reuses it (parsing a name costs more than a lookup).
  return publicOrigin(request, settings, (value) => (value === host ? read : readHost(value)));
}

/** `request` with its URL on `origin` (itself when it is there already). */
export function onOrigin(request: Request, origin: string): Request {
  const url = new URL(request.url);
  if (url.origin === origin) return request;
  const target = new URL(url.pathname + url.search, origin);
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : request.body;
  return new Request(target, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    // @ts-expect-error: Node's fetch needs duplex for a streamed body; lib.dom does not know it.
    duplex: body ? "half" : undefined,
  });
}

/**
 * CSRF: a browser always sends `Origin` on a cross-site POST; one from another site is refused.
 * Requests without `Origin` come from non-browser clients, which carry no visitor's cookies.
 * The page's origin is the site's public one (the request arrives on it, see `publicOrigin`) or
 * the host the browser itself addressed; a proxy's `X-Forwarded-Host` counts only when the
 * operator trusts the proxy (`TRUST_PROXY=1`).
 */
export function sameOrigin(
  request: Request,
  trustProxy = process.env.TRUST_PROXY === "1",
): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") !== "cross-site";
  let claimed: URL;
  try {
    claimed = new URL(origin);
  } catch {
    return false;
  }
  if (claimed.origin === new URL(request.url).origin) return true;
  const forwarded = trustProxy
    ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim()
    : null;
  return claimed.host === (forwarded || request.headers.get("host"));
}
