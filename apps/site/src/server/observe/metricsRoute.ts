/**
 * `/metrics`: the metrics in Prometheus' text format, for a scraper holding `METRICS_TOKEN`
 * (`Authorization: Bearer <token>`). Without a token set there is no such page (404); a wrong or
 * missing one is refused (401). Never cached.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { metrics } from "./metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether `header` carries the token; compared in constant time (digests of equal length). */
function holdsToken(header: string | null, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...extra },
  });

export async function metricsAnswer(request: Request, token = process.env.METRICS_TOKEN) {
  if (!token) return plain(404, "Not Found\n");
  if (!holdsToken(request.headers.get("authorization"), token)) {
    return plain(401, "Unauthorized\n", { "www-authenticate": 'Bearer realm="metrics"' });
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { "content-type": registry.contentType, "cache-control": "no-store" },
  });
}
