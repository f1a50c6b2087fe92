/**
 * The site's measurements in Prometheus' terms (prom-client), read at `/metrics` (see
 * `metricsRoute.ts`). Labels are bounded: a route is its id in the route tree, never a raw path.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export interface QueueCounts {
  name: string;
  queuedCount: number;
  activeCount: number;
  failedCount: number;
}

function createMetrics() {
  const registry = new Registry();
  // The process's own: CPU, memory, heap, event loop delay, handles (read when scraped).
  collectDefaultMetrics({ register: registry, prefix: "rawafed_" });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  let queues: () => Promise<QueueCounts[]> = async () => [];
  let pendingRenditions: (() => Promise<number>) | undefined;
  const metrics = {
    registry,
    /** Where the queues' counts come from, once the job queue has started. */
    countQueuesWith(count: () => Promise<QueueCounts[]>) {
      queues = count;
    },
    /** Where the renditions sweep's backlog comes from, once the sweep has started. */
    countRenditionsWith(count: () => Promise<number>) {
      pendingRenditions = count;
    },
    httpRequests: new Counter({
      name: "rawafed_http_requests_total",
      help: "HTTP requests answered, by route and status",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "rawafed_http_request_duration_seconds",
      help: "Time to answer an HTTP request (until its headers are ready), by route",
      labelNames: ["method", "route"] as const,
      buckets: seconds,
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: "rawafed_jobs_total",
      help: "Job runs by queue and outcome (completed or failed)",
      labelNames: ["queue", "outcome"] as const,
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: "rawafed_job_duration_seconds",
      help: "Time one job run took, by queue",
      labelNames: ["queue"] as const,
      buckets: [...seconds, 30, 60, 120],
      registers: [registry],
    }),
    mail: new Counter({
      name: "rawafed_mail_total",
      help: "Mail delivery tries by outcome (sent, failed)",
      labelNames: ["outcome"] as const,
      registers: [registry],
    }),
    pipelineDuration: new Histogram({
      name: "rawafed_pipeline_duration_seconds",
      help: "Time a chapter's pages took to draw, by outcome",
      labelNames: ["outcome"] as const,
      buckets: [1, 2.5, 5, 10, 30, 60, 120, 300, 600],
      registers: [registry],
    }),
  };
  new Gauge({
    name: "rawafed_job_queue_depth",
    help: "Jobs in a queue by state (queued, active, failed and still kept)",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of await queues().catch(() => [])) {
        this.set({ queue: queue.name, state: "queued" }, queue.queuedCount);
        this.set({ queue: queue.name, state: "active" }, queue.activeCount);
        this.set({ queue: queue.name, state: "failed" }, queue.failedCount);
      }
    },
  });
  new Gauge({
    name: "rawafed_page_renditions_pending",
    help: "Chapter pages whose AVIF has not been tried yet (the renditions sweep's backlog)",
    registers: [registry],
    async collect() {
      // Unknown is NaN, never a zero that would say the sweep is done.
      this.set((await pendingRenditions?.().catch(() => undefined)) ?? Number.NaN);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

const key = Symbol.for("rawafed.metrics");
const global = globalThis as { [key]?: Metrics };

/** The process's metrics. */
export function metrics(): Metrics {
  global[key] ??= createMetrics();
  return global[key];
}
