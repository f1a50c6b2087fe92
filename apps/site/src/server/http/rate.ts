// The rate limiter every endpoint counts with: a fixed window per client (or person) and endpoint,
// kept in the database (`rate_limits`) so that several instances behind one load balancer count
// together.
import { getRequestIP } from "@tanstack/react-start/server";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/index";
import { rateLimits } from "../db/schema";
import { logFor } from "../observe/log";

export const RATE_LIMIT_WINDOW_MS = 60_000;
/** The forms' limit a minute, unless an endpoint names its own (`RATE_LIMIT_MAX` for test runs). */
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
    .catch((error) => logFor("rate-limits").error({ err: error }, "pruning failed"));
}

/**
 * Counts one call on `key`: at most `max` a window (a minute unless told). Returns the seconds to
 * wait, or 0.
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

/** The client's address (the proxy's `X-Forwarded-For` only with `TRUST_PROXY=1`). */
export function clientKey(request: Request): string {
  const trustProxy = process.env.TRUST_PROXY === "1";
  try {
    return getRequestIP({ xForwardedFor: trustProxy }) ?? "unknown";
  } catch {
    // Outside a request's context (no connection to read): the header only from a trusted proxy.
    const forwarded = trustProxy ? request.headers.get("x-forwarded-for") : null;
    return forwarded?.split(",")[0]?.trim() || "unknown";
  }
}
