import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/** A port the system has just handed out and taken back: free for a moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Starts a helper in a process group of its own, so stopping it also stops what it started. */
export function startProcess(
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.resume();
  return child;
}

/** Ends the helper's process group (and with it, e.g., the browser a driver launched). */
export async function stopProcess(child: ChildProcess | null): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  await exited;
}
