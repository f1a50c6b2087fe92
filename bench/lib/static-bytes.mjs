// The throughput reference: the cheapest useful HTTP server, answering every request with the
// bytes read from stdin and the headers in $HEADERS. Started by server.mjs as its own process.
import { createServer } from "node:http";
import { buffer } from "node:stream/consumers";

const body = await buffer(process.stdin);
const headers = { ...JSON.parse(process.env.HEADERS ?? "{}"), "content-length": body.length };

const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1", () => {
  process.stdout.write("listening\n");
});
process.once("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
