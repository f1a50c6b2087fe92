/**
 * The server's one logger: JSON lines (pino) on stdout, and also in `LOG_FILE` when it is set;
 * `LOG_LEVEL` (info by default) picks what is written. Areas log through `logFor("mail")`, which
 * names the area on each line. Nothing personal or secret is written: known fields are redacted
 * and any e-mail address left in a message is masked (see `scrub.ts`).
 */
import pino, { type DestinationStream, type Logger } from "pino";
import { requestIdNow } from "./requestContext";
import { REDACTED_PATHS, scrubError, scrubText } from "./scrub";

function destination(): DestinationStream {
  // Written off the request's path (asynchronously); `flushLog` empties the buffer at exit.
  const stdout = pino.destination({ dest: 1, sync: false });
  const file = process.env.LOG_FILE;
  if (!file) return stdout;
  return pino.multistream([
    { stream: stdout, level: "trace" },
    {
      stream: pino.destination({ dest: file, sync: false, mkdir: true, append: true }),
      level: "trace",
    },
  ]);
}

function createLogger(): Logger {
  return pino(
    {
      level: process.env.LOG_LEVEL || "info",
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      serializers: { err: scrubError, error: scrubError },
      // A line written while a request is being answered names it: a job it queued, a failure.
      mixin: () => {
        const requestId = requestIdNow();
        return requestId ? { requestId } : {};
      },
      hooks: {
        logMethod(args, method) {
          const clean = args.map((arg) => (typeof arg === "string" ? scrubText(arg) : arg));
          return method.apply(this, clean as Parameters<typeof method>);
        },
      },
    },
    destination(),
  );
}

// One logger per process, even should the module be loaded twice (the server entry and a script).
const key = Symbol.for("rawafed.logger");
const global = globalThis as { [key]?: Logger };

/** The process's logger. */
export function getLog(): Logger {
  global[key] ??= createLogger();
  return global[key];
}

/** The logger of one area of the server (`area` on every line). */
export function logFor(area: string): Logger {
  return getLog().child({ area });
}

/** Writes out what is still buffered: before the process exits. */
export function flushLog(): Promise<void> {
  return new Promise((resolve) => {
    const log = global[key];
    if (!log) return resolve();
    log.flush(() => resolve());
  });
}
