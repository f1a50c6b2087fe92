import { mkdtemp, rm, stat } from "node:fs/promises";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupSocketPath, requestBackup, serveBackups } from "./channel";

let dir: string;
let stop: () => Promise<void> = async () => {};
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "rawafed-channel-"));
});
afterEach(async () => {
  await stop();
  await rm(dir, { recursive: true, force: true });
});

/** What the server at `path` answers to `request`, until it closes. */
const answerTo = (path: string, request: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = createConnection(path, () => socket.write(request));
    let data = "";
    socket.on("data", (chunk) => {
      data += chunk;
    });
    socket.once("close", () => resolve(data));
    socket.once("error", reject);
  });

describe("the backup channel", () => {
  it("is a socket only its owner can use, answering a backup request with the archive", async () => {
    const path = backupSocketPath(dir);
    stop = await serveBackups(path, async (out) => {
      out.end("the archive");
    });
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk) => chunks.push(chunk));
    await requestBackup(path, out);
    expect(Buffer.concat(chunks).toString()).toBe("the archive");
  });

  it("answers nothing to anything else, an HTTP request included", async () => {
    const path = backupSocketPath(dir);
    let asked = 0;
    stop = await serveBackups(path, async (out) => {
      asked++;
      out.end("the archive");
    });
    expect(await answerTo(path, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")).toBe("");
    expect(await answerTo(path, "backup please\n")).toBe("");
    expect(asked).toBe(0);
  });
});
