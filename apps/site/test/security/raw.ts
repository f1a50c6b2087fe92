import { request } from "node:http";
import { connect, type Socket } from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request through `node:http`, which sends what it is told: a made-up `Host`, `TRACE`, a
 * path that `fetch` would normalise. Redirects are not followed.
 */
export function raw(
  base: string,
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, path, method, headers, setHost: !("host" in headers) },
      (incoming) => {
        let text = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk) => {
          text += chunk;
        });
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }),
        );
      },
    );
    outgoing.on("error", reject);
    if (body !== undefined) outgoing.write(body);
    outgoing.end();
  });
}

/** A socket that writes `text` and then nothing more; resolves when the server closes it. */
export function heldOpen(base: string, text: string): { socket: Socket; closed: Promise<string> } {
  const url = new URL(base);
  const socket = connect(Number(url.port), url.hostname);
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk) => {
    received += chunk;
  });
  socket.on("error", () => {});
  socket.write(text);
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(received)));
  return { socket, closed };
}
