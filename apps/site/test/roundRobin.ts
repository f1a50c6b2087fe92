// A small round-robin load balancer in front of several instances, for the scale suite and the
// bench (plain erasable TypeScript: Node runs it as it is). Like a real balancer it opens a new
// connection per request and, when an instance refuses the connection (stopping, or gone), hands
// the request to the next one: nothing was sent yet, so nothing can be done twice. A request an
// instance accepted is answered by that instance (it finishes what it has before exiting).
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobin {
  url: string;
  /** Requests answered by each upstream, in the order given. */
  served: number[];
  close(): Promise<void>;
}

const refused = new Set(["ECONNREFUSED", "ECONNRESET", "EHOSTUNREACH"]);

// Hop-by-hop headers belong to one connection, not to the request passed on (RFC 9110, 7.6.1).
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
]);
const endToEnd = (raw: string[]) => {
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    if (!hopByHop.has(name.toLowerCase())) kept.push(name, raw[i + 1] as string);
  }
  return kept;
};

export async function startRoundRobin(upstreams: string[], port = 0): Promise<RoundRobin> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  const served = targets.map(() => 0);
  let next = 0;

  const server: Server = createServer((incoming, outgoing) => {
    // The body waits until an instance has taken the connection: a refused try consumes nothing.
    incoming.pause();
    const attempt = (tries: number) => {
      const index = next++ % targets.length;
      const target = targets[index] as URL;
      let connected = false;
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers: endToEnd(incoming.rawHeaders),
          agent: false,
        },
        (answer) => {
          served[index] = (served[index] ?? 0) + 1;
          outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.rawHeaders));
          answer.pipe(outgoing);
        },
      );
      upstream.once("socket", (socket) => {
        socket.once("connect", () => {
          connected = true;
          incoming.pipe(upstream);
          incoming.resume();
        });
      });
      upstream.once("error", (error: NodeJS.ErrnoException) => {
        if (!connected && refused.has(error.code ?? "") && tries < targets.length * 2) {
          attempt(tries + 1);
          return;
        }
        if (!outgoing.headersSent) outgoing.writeHead(502, { "content-type": "text/plain" });
        outgoing.end("Bad Gateway\n");
      });
      // A client that goes away takes its upstream request with it.
      outgoing.once("close", () => {
        if (!outgoing.writableFinished) upstream.destroy();
      });
    };
    attempt(0);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
