/**
 * OpenTelemetry, only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set: the SDK is then imported (OTLP
 * over HTTP, JSON) and requests, database queries and jobs get spans; HTTP and job durations go
 * out as metrics too. Unset, nothing is imported and `tracing()` is `undefined`: the request path
 * checks that once and does nothing more.
 *
 * Spans are parented through the request's own scope (`requestContext.ts`), not a global context
 * manager: the server span of a request is the parent of the queries run while answering it.
 */
import type { Attributes, Histogram, Span, Tracer } from "@opentelemetry/api";
import { logFor } from "./log";
import { type RequestScope, requestScope, withinRequest } from "./requestContext";

export interface Tracing {
  serverSpan(
    scope: RequestScope,
    method: string,
    route: string,
    path: string,
    answer: () => Promise<Response>,
  ): Promise<Response>;
  /** A client span for one query, child of the request (or job) being answered. */
  querySpan<T>(statement: string, run: () => Promise<T>): Promise<T>;
  jobSpan<T>(queue: string, jobId: string, run: () => Promise<T>): Promise<T>;
  shutdown(): Promise<void>;
}

const key = Symbol.for("rawafed.tracing");
const global = globalThis as { [key]?: Tracing };

/** The tracing in use, or `undefined` when no endpoint is set. */
export function tracing(): Tracing | undefined {
  return global[key];
}

/** Starts the SDK if `OTEL_EXPORTER_OTLP_ENDPOINT` is set; resolves once it is ready. */
export async function startTracing(env = process.env): Promise<void> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT || global[key]) return;
  global[key] = await createTracing(env);
  logFor("otel").info(
    { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT },
    "exporting traces and metrics",
  );
}

/** The operation a statement is (`select`, `insert` …): a span's name, never its values. */
const operation = (statement: string) => /^\s*(\w+)/.exec(statement)?.[1]?.toLowerCase() ?? "query";

async function createTracing(env: NodeJS.ProcessEnv): Promise<Tracing> {
  const [api, sdk, traceExporter, metricsSdk, metricExporter, resources] = await Promise.all([
    import("@opentelemetry/api"),
    import("@opentelemetry/sdk-trace"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/sdk-metrics"),
    import("@opentelemetry/exporter-metrics-otlp-http"),
    import("@opentelemetry/resources"),
  ]);
  const resource = resources.resourceFromAttributes({
    "service.name": env.OTEL_SERVICE_NAME || "rawafed-site",
  });
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY) || 5_000;
  const provider = new sdk.TracerProvider({
    resource,
    spanProcessors: [
      new sdk.BatchSpanProcessor({
        exporter: new traceExporter.OTLPTraceExporter(),
        scheduledDelayMillis: delay,
      }),
    ],
  });
  const meters = new metricsSdk.MeterProvider({
    resource,
    readers: [
      new metricsSdk.PeriodicExportingMetricReader({
        exporter: new metricExporter.OTLPMetricExporter(),
        exportIntervalMillis: Number(env.OTEL_METRIC_EXPORT_INTERVAL) || 60_000,
      }),
    ],
  });
  const tracer: Tracer = provider.getTracer("rawafed-site");
  const meter = meters.getMeter("rawafed-site");
  const httpDuration: Histogram = meter.createHistogram("http.server.request.duration", {
    unit: "s",
  });
  const jobDuration: Histogram = meter.createHistogram("rawafed.job.duration", { unit: "s" });

  /** The context a new span hangs from: the request's (or job's) span, when there is one. */
  const parent = () => {
    const span = requestScope()?.span as Span | undefined;
    return span ? api.trace.setSpan(api.context.active(), span) : api.context.active();
  };

  async function within<T>(
    span: Span,
    run: () => Promise<T>,
    done: (error?: unknown, value?: T) => void,
  ): Promise<T> {
    try {
      const value = await run();
      done(undefined, value);
      return value;
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: api.SpanStatusCode.ERROR });
      done(error);
      throw error;
    } finally {
      span.end();
    }
  }

  return {
    serverSpan(scope, method, route, path, answer) {
      const started = performance.now();
      const span = tracer.startSpan(`${method} ${route}`, {
        kind: api.SpanKind.SERVER,
        attributes: { "http.request.method": method, "http.route": route, "url.path": path },
      });
      scope.span = span;
      return within(span, answer, (_error, response) => {
        const status = response?.status ?? 500;
        span.setAttribute("http.response.status_code", status);
        if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
        const attributes: Attributes = {
          "http.request.method": method,
          "http.route": route,
          "http.response.status_code": status,
        };
        httpDuration.record((performance.now() - started) / 1000, attributes);
      });
    },
    querySpan(statement, run) {
      // Only within a request or a job: the queues' polling alone would be a trace a second.
      if (!requestScope()?.span) return run();
      const name = operation(statement);
      const span = tracer.startSpan(
        `db ${name}`,
        {
          kind: api.SpanKind.CLIENT,
          attributes: {
            "db.system.name": env.DATABASE_URL ? "postgresql" : "pglite",
            "db.operation.name": name,
          },
        },
        parent(),
      );
      return within(span, run, () => {});
    },
    jobSpan(queue, jobId, run) {
      const started = performance.now();
      const span = tracer.startSpan(`job ${queue}`, {
        kind: api.SpanKind.CONSUMER,
        attributes: { "messaging.destination.name": queue, "messaging.message.id": jobId },
      });
      // The job's queries are its span's children, as a request's are the request's.
      const scope = { ...(requestScope() ?? { id: jobId }), span };
      return within(
        span,
        () => withinRequest(scope, run),
        (error) =>
          jobDuration.record((performance.now() - started) / 1000, {
            queue,
            outcome: error ? "failed" : "completed",
          }),
      );
    },
    async shutdown() {
      await Promise.allSettled([provider.shutdown(), meters.shutdown()]);
    },
  };
}
