import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/index";
import { rateLimits } from "../db/schema";

/**
 * CSRF: a browser always sends `Origin` on a cross-site POST; one from another site is refused.
 * Requests without `Origin` come from non-browser clients, which carry no visitor's cookies.
 * The page's origin is the site's public one (the request arrives on it, see `server/http/origin.ts`)
 * or the host the browser itself addressed; a proxy's `X-Forwarded-Host` counts only when the
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

export const RATE_LIMIT_WINDOW_MS = 60_000;
export const rateLimitMax = () => Number(process.env.RATE_LIMIT_MAX ?? 20);

/** Counters whose window began this long ago are over (the longest, log-in's lock, is 15 min). */
const STALE_AFTER_MS = 60 * 60_000;
let prunedAt = 0;

/**
 * Drops counters long over, at most every 10 minutes per instance and off the request's path: a
 * row is kept per client address, so without this the table would only grow.
 */
function pruneNowAndThen(db: Database, now: number): void {
  if (now - prunedAt < 10 * 60_000) return;
  prunedAt = now;
  db.delete(rateLimits)
    .where(lt(rateLimits.windowStart, now - STALE_AFTER_MS))
    .catch((error) => console.error("rate limits: pruning failed", error));
}

/**
 * A fixed-window counter per client and endpoint, kept in the database so that several
 * instances behind one load balancer count together; at most `max` a window (a minute unless
 * told). Returns the seconds to wait, or 0.
 */
export async function rateLimited(
  db: Database,
  key: string,
  now = Date.now(),
  max = rateLimitMax(),
  windowMs = RATE_LIMIT_WINDOW_MS,
): Promise<number> {
  const windowStart = now - (now % windowMs);
  pruneNowAndThen(db, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.count} + 1 else 1 end`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) <= max) return 0;
  return Math.ceil((windowStart + windowMs - now) / 1000);
}

export class BodyTooLarge extends Error {}

/**
 * The request's body, cut off past `maxBytes` while it streams in (Content-Length is not
 * trusted), as a new Request ready for `json()` or `formData()`.
 */
export function limitBody(request: Request, maxBytes: number): Request {
  if (!request.body) return request;
  let received = 0;
  const limiter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      if (received > maxBytes) controller.error(new BodyTooLarge());
      else controller.enqueue(chunk);
    },
  });
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body.pipeThrough(limiter),
    // @ts-expect-error: Node's fetch needs duplex for a streamed body; lib.dom does not know it.
    duplex: "half",
  });
}
