// A small round-robin load balancer in front of several instances, for the scale suite and the
// bench (plain erasable TypeScript: Node runs it as it is). Like a real balancer it opens a new
// connection per request and, when an instance refuses the connection (stopping, or gone), hands
// the request to the next one: nothing was sent yet, so nothing can be done twice. A connection
// reset before any answer (the kernel resets those still queued, not yet taken by the process,
// when a stopping instance closes its listening socket) is retried on the next one too, but only
// for a request that may be sent twice: a GET or HEAD, or one with an Idempotency-Key (as
// HAProxy's `retry-on empty-response` or Envoy's `reset` retries do). The body is read whole
// first, so that it can be sent again. A request an instance answers is answered by that instance.
import { type ClientRequest, createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobin {
  url: string;
  /** Requests answered by each upstream, in the order given. */
  served: number[];
  /** Requests sent again after an instance reset their connection before answering. */
  resent: number;
  close(): Promise<void>;
}

const refused = new Set(["ECONNREFUSED", "ECONNRESET", "EHOSTUNREACH"]);
/** What a connection the instance had taken, then dropped without a word, ends with. */
const dropped = new Set(["ECONNRESET", "EPIPE"]);

const replayable = (method: string | undefined, headers: Record<string, unknown>) =>
  method === "GET" || method === "HEAD" || headers["idempotency-key"] !== undefined;

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
  const balancer = { served: targets.map(() => 0), resent: 0 };
  let next = 0;

  const server: Server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
    } catch {
      return void outgoing.destroy();
    }
    const body = Buffer.concat(chunks);
    let current: ClientRequest | undefined;
    // A client that goes away takes its upstream request with it.
    outgoing.once("close", () => {
      if (!outgoing.writableFinished) current?.destroy();
    });
    const headers = endToEnd(incoming.rawHeaders);
    const resendable = replayable(incoming.method, incoming.headers);
    const attempt = (tries: number, index: number) => {
      const target = targets[index] as URL;
      let connected = false;
      let answered = false;
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers,
          agent: false,
        },
        (answer) => {
          answered = true;
          balancer.served[index] = (balancer.served[index] ?? 0) + 1;
          outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.rawHeaders));
          answer.pipe(outgoing);
        },
      );
      upstream.once("socket", (socket) => {
        socket.once("connect", () => {
          connected = true;
        });
      });
      upstream.once("error", (error: NodeJS.ErrnoException) => {
        const code = error.code ?? "";
        const again = connected ? resendable && dropped.has(code) : refused.has(code);
        if (!answered && again && tries < targets.length * 2) {
          if (connected) balancer.resent++;
          // The next instance after this one (not the shared turn: others move it meanwhile).
          attempt(tries + 1, (index + 1) % targets.length);
          return;
        }
        if (outgoing.headersSent) return void outgoing.destroy();
        outgoing.writeHead(502, { "content-type": "text/plain" });
        outgoing.end("Bad Gateway\n");
      });
      current = upstream;
      upstream.end(body);
    };
    attempt(0, next++ % targets.length);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    get served() {
      return balancer.served;
    },
    get resent() {
      return balancer.resent;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
