// Production server: static files and prerendered pages from dist/client, everything else through
// the TanStack Start handler. Listens on PORT (default 3000) and HOST; answers /healthz; on SIGTERM
// it stops accepting connections, finishes the requests in flight and stops its jobs before exiting.
// First: it may restart the process with the server's V8 flags before anything else loads.
import "./src/server/withNodeFlags.ts";
import { serve } from "srvx";
import { staticMiddleware } from "srvx/static";
import { responseHeaders, withHeaders } from "./src/server/delivery/headers.ts";

// React (loaded from node_modules by the server build) picks its build from NODE_ENV when first
// imported: unset, it ran its development build, several times slower per page and chatty.
process.env.NODE_ENV ??= "production";
const { default: handler } = await import("./dist/server/server.js");
// Listening starts once the handler is ready (its database open and migrated).
await handler.ready;

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";
const clientDir = new URL("./dist/client", import.meta.url).pathname;

// Static files carry the headers every response does (nosniff, CORP), from the one list of them:
// `src/server/delivery/headers.ts`, which Node loads as it is (types stripped).
const withResponseHeaders = (middleware) => async (request, next) =>
  withHeaders(await middleware(request, next), responseHeaders);

const immutable = withResponseHeaders(
  staticMiddleware({
    dir: clientDir,
    maxAge: 31_536_000,
    immutable: true,
    encodings: true,
  }),
);

// srvx's static types know no WebVTT: the videos' captions are sent as what they are, or a
// browser's track element refuses them. Only srvx's fallback type can be a caption file, and only
// then is the URL read: building it costs every other answer (pages pass through here too).
const withCaptionType = (middleware) => async (request, next) => {
  const response = await middleware(request, next);
  if (response?.headers.get("content-type") !== "application/octet-stream") return response;
  return new URL(request.url).pathname.endsWith(".vtt")
    ? withHeaders(response, { "content-type": "text/vtt; charset=utf-8" })
    : response;
};

const files = withResponseHeaders(
  withCaptionType(staticMiddleware({ dir: clientDir, encodings: true })),
);

// Uploads (multipart files: a CV, a profile photo, a comic's cover, a chapter's PDF of up to 100 MB)
// may take minutes on a slow line; every other body is small and must
// arrive within BODY_DEADLINE_MS, or the socket is closed: a client sending a byte now and then
// (slow loris) cannot hold it for Node's default 5 minutes.
const seconds = (name, fallback) => Number(process.env[name] ?? fallback) * 1000;
const HEADERS_DEADLINE_MS = seconds("HEADERS_TIMEOUT", 10);
const BODY_DEADLINE_MS = seconds("BODY_TIMEOUT", 20);
const UPLOAD_DEADLINE_MS = seconds("UPLOAD_TIMEOUT", 300);
const uploadPaths =
  /^\/api\/(?:job-application|account\/sign-up|account\/profile|comics\/upload\/(?:comic|chapter))(?:[/?]|$)/;

function bodyDeadline(nodeServer) {
  nodeServer.on("request", (req, res) => {
    if (uploadPaths.test(req.url ?? "")) return;
    const timer = setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, BODY_DEADLINE_MS);
    timer.unref();
    const clear = () => clearTimeout(timer);
    req.once("end", clear);
    res.once("close", clear);
  });
}

// A request whose URL cannot be read (a Host no URL can carry, `evil.example:99999`) is the
// client's error: 400, before anything else reads it.
const readable = (request, next) => {
  try {
    new URL(request.url);
  } catch {
    return new Response("Bad Request\n", {
      status: 400,
      headers: {
        ...responseHeaders,
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
      },
    });
  }
  return next();
};

// `/metrics` for a scraper holding METRICS_TOKEN (src/server/observe/metricsRoute.ts).
const metricsPage = (request, next) =>
  new URL(request.url).pathname === "/metrics" ? handler.observe.metrics(request) : next();

const health = (request, next) =>
  new URL(request.url).pathname === "/healthz"
    ? new Response("ok", {
        headers: { ...responseHeaders, "content-type": "text/plain", "cache-control": "no-store" },
      })
    : next();

const server = serve({
  port,
  hostname,
  silent: true,
  // Slow clients cannot hold sockets: headers within 10 s, a whole request within 5 minutes (the
  // ceiling for uploads); see `bodyDeadline` for every other request. Checked every second.
  // HEADERS_TIMEOUT, BODY_TIMEOUT and UPLOAD_TIMEOUT (seconds) change them.
  node: {
    headersTimeout: HEADERS_DEADLINE_MS,
    requestTimeout: UPLOAD_DEADLINE_MS,
    connectionsCheckingInterval: 1_000,
  },
  middleware: [
    // Every request gets its id, its log line and its count (src/server/observe/requests.ts).
    handler.observe.requests,
    readable,
    health,
    metricsPage,
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
bodyDeadline(server.node.server);
handler.observe.log.info({ url: server.url }, "Rawafed site listening");

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, async () => {
    await server.close();
    // Then the background jobs (mail): one in hand gets a few seconds, or is taken after restart.
    await handler.stop();
    process.exit(0);
  });
}
