/**
 * Database spans: the client the site queries through (PGlite's or pg's pool) gets its `query`
 * wrapped, so each query run while answering a request or a job is a span of it. Only when
 * tracing; otherwise the client is left as it is.
 */
import { tracing } from "./tracing";

type Query = (...args: never[]) => Promise<unknown>;

const statementOf = (first: unknown): string =>
  typeof first === "string" ? first : String((first as { text?: unknown })?.text ?? "");

/** `client`, its queries traced when tracing is on. */
export function traceQueries<C extends { query: Query }>(client: C): C {
  const traced = tracing();
  if (!traced) return client;
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.query = ((...args: unknown[]) =>
    traced.querySpan(statementOf(args[0]), () => query(...args))) as C["query"];
  return client;
}
