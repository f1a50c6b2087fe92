/**
 * AVIF encoding in a child process at the lowest CPU priority (nice 19): it takes only what
 * readers leave of the cores, and its memory (libaom's, a few hundred MB) goes back to the system
 * when the sweep ends and the process exits. sharp is loaded from the server's own install.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { setPriority } from "node:os";
import { pathToFileURL } from "node:url";

const LOWEST_PRIORITY = 19;

/** The child: one picture at a time, answered by its id; it ends with its channel. */
const childSource = `
const sharp = (await import(process.argv[1])).default;
sharp.concurrency(1);
sharp.cache(false);
process.on("message", async ({ id, webp, options }) => {
  try {
    const avif = await sharp(webp).avif(options).toBuffer();
    process.send({ id, avif });
  } catch (error) {
    process.send({ id, error: String(error?.message ?? error) });
  }
});
process.on("disconnect", () => process.exit(0));
`;

export interface AvifOptions {
  quality: number;
  effort: number;
}

export interface AvifEncoder {
  encode(webp: Uint8Array): Promise<Buffer>;
  /** Ends the child; pictures still asked for fail. */
  close(): void;
}

/** The child is gone (killed, out of memory): the pictures asked for were not tried. */
export class EncoderGone extends Error {}

interface Answer {
  id: number;
  avif?: Uint8Array;
  error?: string;
}

export function startAvifEncoder(options: AvifOptions): AvifEncoder {
  const sharpUrl = pathToFileURL(createRequire(import.meta.url).resolve("sharp")).href;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--input-type=module", "-e", childSource, sharpUrl],
    { stdio: ["ignore", "ignore", "inherit", "ipc"], serialization: "advanced" },
  );
  if (child.pid) {
    try {
      setPriority(child.pid, LOWEST_PRIORITY);
    } catch {
      // Not allowed here (a locked-down container): the child runs at the server's priority.
    }
  }
  const waiting = new Map<
    number,
    { resolve: (avif: Buffer) => void; reject: (e: Error) => void }
  >();
  let next = 0;
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  child.on("message", ({ id, avif, error }: Answer) => {
    const asked = waiting.get(id);
    waiting.delete(id);
    if (!asked) return;
    if (avif) asked.resolve(Buffer.from(avif));
    else asked.reject(new Error(error ?? "no AVIF"));
  });
  child.on("exit", (code, signal) =>
    failAll(new EncoderGone(`AVIF encoder ended (${code ?? signal})`)),
  );
  child.on("error", (error) => failAll(new EncoderGone(error.message)));
  return {
    encode(webp) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.send({ id, webp, options }, (error) => {
          if (error) {
            waiting.delete(id);
            reject(new EncoderGone(error.message));
          }
        });
      });
    },
    close() {
      if (child.connected) child.disconnect();
    },
  };
}
