import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { stopProcess } from "./processes";

const XVFB = "/usr/bin/Xvfb";

/**
 * A virtual X display for WebKitGTK when none is set. `-displayfd` has Xvfb pick a free display
 * number and write it once the server accepts clients: no guessing, no waiting on a timer.
 */
export async function startXvfb(): Promise<{ display: string; stop: () => Promise<void> }> {
  if (!existsSync(XVFB)) {
    throw new Error(
      "WebKitGTK needs an X display and Xvfb is missing: install Debian's package (apt-get install xvfb), or set DISPLAY.",
    );
  }
  const child = spawn(
    XVFB,
    ["-displayfd", "3", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
    {
      detached: true,
      stdio: ["ignore", "ignore", "ignore", "pipe"],
    },
  );
  const number = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdio[3]?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("\n")) resolve(output.trim());
    });
    child.once("exit", (code) => reject(new Error(`Xvfb exited (${code}) before it was ready`)));
    child.once("error", reject);
  });
  return { display: `:${number}`, stop: () => stopProcess(child) };
}
