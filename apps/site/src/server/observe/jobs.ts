/**
 * One job run, observed: one log line (queue, job id, duration, outcome, and the id of the
 * request that queued it), its count and time in the metrics, and a span when tracing.
 */
import { logFor } from "./log";
import { metrics } from "./metrics";
import { requestIdNow } from "./requestContext";
import { tracing } from "./tracing";

const log = logFor("jobs");

interface RunningJob {
  id: string;
  name: string;
  data?: unknown;
}

/** A job's data with the id of the request queuing it, for the job's log line. */
export function withRequestId<D extends object>(data: D): D & { requestId?: string } {
  const requestId = requestIdNow();
  return requestId ? { ...data, requestId } : data;
}

const queuedBy = (data: unknown) => {
  const id = (data as { requestId?: unknown } | undefined)?.requestId;
  return typeof id === "string" ? id : undefined;
};

/** Runs `work` as the job `job`, logged and measured; its error is thrown on (pg-boss retries). */
export async function runJob<T>(job: RunningJob, work: () => Promise<T>): Promise<T> {
  const { jobRuns, jobDuration } = metrics();
  const started = performance.now();
  const traced = tracing();
  let failure: unknown;
  try {
    return await (traced ? traced.jobSpan(job.name, job.id, work) : work());
  } catch (error) {
    failure = error ?? new Error("failed");
    throw error;
  } finally {
    const seconds = (performance.now() - started) / 1000;
    const outcome = failure ? "failed" : "completed";
    jobRuns.inc({ queue: job.name, outcome });
    jobDuration.observe({ queue: job.name }, seconds);
    const line = {
      queue: job.name,
      jobId: job.id,
      queuedBy: queuedBy(job.data),
      outcome,
      ms: Math.round(seconds * 10_000) / 10,
    };
    if (failure) log.warn({ ...line, err: failure }, "job");
    else log.info(line, "job");
  }
}
