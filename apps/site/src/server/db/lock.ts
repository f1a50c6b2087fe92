import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The embedded database is held by another running process. */
export class EmbeddedDatabaseLocked extends Error {
  constructor(
    readonly pid: number,
    dir: string,
  ) {
    super(
      `The embedded database in ${dir} is in use by process ${pid} (a running server?). ` +
        "Stop it first, or set DATABASE_URL to use a PostgreSQL server, which any number of " +
        "processes can share.",
    );
    this.name = "EmbeddedDatabaseLocked";
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Takes the embedded database in `dir` for this process: a `lock` file with its pid, removed when
 * it exits. A lock whose process is gone (a crash) is taken over; a live one throws.
 */
export function holdEmbeddedLock(dir: string): void {
  const file = join(dir, "rawafed.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      process.once("exit", () => rmSync(file, { force: true }));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(file, "utf8").trim());
      if (holder === process.pid) return;
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new EmbeddedDatabaseLocked(holder, dir);
      }
      rmSync(file, { force: true });
    }
  }
}

/** The live process holding the embedded database in `dir`, or null when none does. */
export function embeddedLockHolder(dir: string): number | null {
  let holder: number;
  try {
    holder = Number(readFileSync(join(dir, "rawafed.lock"), "utf8").trim());
  } catch {
    return null;
  }
  return Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)
    ? holder
    : null;
}
