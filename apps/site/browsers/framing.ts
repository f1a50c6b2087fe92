import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A front for the site that lets its pages be framed (the site forbids it: `frame-ancestors
 * 'none'`, `X-Frame-Options: DENY`), and serves `/__frame?path=…&width=…`, a page holding one
 * iframe of that width. WebKitGTK's window cannot be as narrow as a phone; a frame can. Nothing
 * else of the responses changes.
 */
export async function startFramingFront(
  baseURL: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const site = new URL(baseURL);
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", "http://front");
    if (url.pathname === "/__frame") {
      const width = Number(url.searchParams.get("width"));
      const src = JSON.stringify(url.searchParams.get("path") ?? "/");
      outgoing.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      outgoing.end(
        `<!doctype html><body style="margin:0"><iframe src=${src} width="${width}" height="844" style="border:0;display:block"></iframe>`,
      );
      return;
    }
    const upstream = request(
      {
        host: site.hostname,
        port: site.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: site.host },
      },
      (answer) => {
        const headers = { ...answer.headers };
        delete headers["x-frame-options"];
        const policy = headers["content-security-policy"];
        if (typeof policy === "string") {
          headers["content-security-policy"] = policy.replace(/;?\s*frame-ancestors [^;]*/, "");
        }
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
