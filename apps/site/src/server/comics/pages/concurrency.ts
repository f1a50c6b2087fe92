// How many chapters this process draws at once. Each takes about a core (pdf.js in its worker
// thread, then sharp's encoding) and at most its worker's capped heap plus a few pages' pixels.
import { availableParallelism } from "node:os";
import { RENDER_HEAP_MB } from "./render";

/** What one chapter being drawn may hold: its worker's heap, and a few pages' pixels and WebPs. */
export const CHAPTER_MEMORY_MB = RENDER_HEAP_MB + 256;

export interface Machine {
  cores: number;
  /** Memory this process may still use (the container's limit counted), in bytes. */
  availableBytes: number;
}

export const thisMachine = (): Machine => ({
  cores: availableParallelism(),
  availableBytes: process.availableMemory(),
});

/**
 * `PAGES_CONCURRENCY` when it is a whole number from 1; otherwise a core per chapter, as many as
 * the memory holds (at least one).
 */
export function pagesConcurrency(
  env: NodeJS.ProcessEnv = process.env,
  machine: Machine = thisMachine(),
): number {
  const asked = Number(env.PAGES_CONCURRENCY);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  const byMemory = Math.floor(machine.availableBytes / (CHAPTER_MEMORY_MB * 1024 * 1024));
  return Math.max(1, Math.min(machine.cores, byMemory));
}
