// Production server: static files and prerendered pages from dist/client, everything else through
// the TanStack Start handler. Listens on PORT (default 3000) and HOST.
import { serve } from "srvx";
import { staticMiddleware } from "srvx/static";
import handler from "./dist/server/server.js";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";
const clientDir = new URL("./dist/client", import.meta.url).pathname;

const server = serve({
  port,
  hostname,
  middleware: [staticMiddleware({ dir: clientDir })],
  fetch: (request) => handler.fetch(request),
});

await server.ready();
console.log(`Rawafed site listening on ${server.url}`);
