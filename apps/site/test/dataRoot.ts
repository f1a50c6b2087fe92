// Where the tests' servers keep their data: one directory made for the run, each server's data
// directory inside it, all removed when the run ends. No test reads or writes the site's own data
// (`apps/site/.data`, what `npm start` serves), so `npm test` passes on a site that has been used
// and leaves its data as it found it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The variable that carries the run's directory to the processes the runner starts. */
export const DATA_ROOT = "RAWAFED_TEST_DATA_ROOT";

/**
 * The run's directory: made on the first call in the runner and handed to its workers through
 * the environment (set before they start, so they find it there).
 */
export function testDataRoot(): { root: string; remove: () => void } {
  const given = process.env[DATA_ROOT];
  if (given) return { root: given, remove: () => {} };
  const root = mkdtempSync(join(tmpdir(), "rawafed-tests-"));
  process.env[DATA_ROOT] = root;
  return {
    root,
    remove: () => {
      rmSync(root, { recursive: true, force: true });
      delete process.env[DATA_ROOT];
    },
  };
}

/** Vitest's global setup for the suites that start servers: the teardown removes the run's data. */
export default function setup(): () => void {
  return testDataRoot().remove;
}
