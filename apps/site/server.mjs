// Production server: static files and prerendered pages from dist/client, everything else through
// the TanStack Start handler. Listens on PORT (default 3000) and HOST; answers /healthz; on SIGTERM
// it stops accepting connections and finishes the requests in flight before exiting.
import { serve } from "srvx";
import { staticMiddleware } from "srvx/static";

// React (loaded from node_modules by the server build) picks its build from NODE_ENV when first
// imported: unset, it ran its development build, several times slower per page and chatty.
process.env.NODE_ENV ??= "production";
const { default: handler } = await import("./dist/server/server.js");
// Listening starts once the handler is ready (its database open and migrated).
await handler.ready;

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";
const clientDir = new URL("./dist/client", import.meta.url).pathname;

const immutable = staticMiddleware({
  dir: clientDir,
  maxAge: 31_536_000,
  immutable: true,
  encodings: true,
});

const files = staticMiddleware({ dir: clientDir, encodings: true });

const health = (request, next) =>
  new URL(request.url).pathname === "/healthz"
    ? new Response("ok", { headers: { "content-type": "text/plain", "cache-control": "no-store" } })
    : next();

const server = serve({
  port,
  hostname,
  silent: true,
  middleware: [
    health,
    // Hashed build assets never change under their name: cached for a year, immutable.
    (request, next) =>
      new URL(request.url).pathname.startsWith("/assets/") ? immutable(request, next) : next(),
    // Files only (a name with an extension: downloads, payloads, build manifests). Prerendered
    // pages are answered by the handler, which adds their security headers and locale cookie.
    (request, next) =>
      /\.[a-z0-9]+$/i.test(new URL(request.url).pathname) ? files(request, next) : next(),
  ],
  fetch: (request) => handler.fetch(request),
});

await server.ready();
console.log(`Rawafed site listening on ${server.url}`);

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
