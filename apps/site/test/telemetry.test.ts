// OpenTelemetry (issue #33): the production build started with OTEL_EXPORTER_OTLP_ENDPOINT sends
// its spans over OTLP/HTTP (JSON) to a receiver this test runs; one page view yields a server span
// with its route and status, and the page's database queries as its children. Without
// METRICS_TOKEN, `/metrics` is not there.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "./mail";
import { newDataDir, type RunningServer, startServer } from "./server";

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
}
interface OtlpTraces {
  resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const SERVER = 2;
const CLIENT = 3;

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((one) => one.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe("OpenTelemetry export", () => {
  const received: OtlpTraces[] = [];
  const metricPosts: unknown[] = [];
  let receiver: Server;
  let site: RunningServer;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = "";
      request.setEncoding("utf8").on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        if (request.url === "/v1/traces") received.push(JSON.parse(body));
        if (request.url === "/v1/metrics") metricPosts.push(JSON.parse(body));
        response.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const { port } = receiver.address() as { port: number };
    site = await startServer({
      DATA_DIR: newDataDir(),
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_BSP_SCHEDULE_DELAY: "100",
      OTEL_METRIC_EXPORT_INTERVAL: "500",
      METRICS_TOKEN: "",
    });
  });
  afterAll(async () => {
    await site?.stop();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  const spans = () =>
    received.flatMap((traces) =>
      traces.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((s) => s.spans)),
    );

  it("sends a page view's server span with its route and status, its queries as children", async () => {
    const answer = await fetch(`${site.url}/en/comics`);
    expect(answer.status).toBe(200);
    const page = await until(() =>
      spans().find((span) => span.kind === SERVER && attribute(span, "url.path") === "/en/comics"),
    );
    expect(page.name).toBe("GET /$locale/comics/");
    expect(attribute(page, "http.route")).toBe("/$locale/comics/");
    expect(attribute(page, "http.request.method")).toBe("GET");
    expect(attribute(page, "http.response.status_code")).toBe(200);
    const query = await until(() =>
      spans().find((span) => span.parentSpanId === page.spanId && span.name.startsWith("db ")),
    );
    expect(query.kind).toBe(CLIENT);
    expect(query.traceId).toBe(page.traceId);
    // The suites' database: the embedded one, or PostgreSQL when they run on it (CI's stage).
    expect(attribute(query, "db.system.name")).toBe(
      process.env.DATABASE_URL ? "postgresql" : "pglite",
    );
    // The request's duration as an OTLP metric too.
    await until(() =>
      JSON.stringify(metricPosts).includes("http.server.request.duration") ? true : undefined,
    );
  });

  it("has no /metrics without METRICS_TOKEN", async () => {
    const answer = await fetch(`${site.url}/metrics`, {
      headers: { authorization: "Bearer anything" },
    });
    expect(answer.status).toBe(404);
  });
});
