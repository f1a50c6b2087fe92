// The running server's backup channel (embedded database only: PGlite is held by one process, so
// the server that holds it makes the dump). A unix socket in the data directory, readable and
// writable by the server's user alone: nothing a web client sends can reach it, and only someone
// who could read the data directory anyway can ask for its backup.
import { chmodSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { join } from "node:path";
import type { Writable } from "node:stream";
import { logFor } from "../observe/log";

/** The one request the channel answers; anything else closes the connection. */
const REQUEST = "backup\n";

export const backupSocketPath = (dataDirectory: string): string =>
  join(dataDirectory, "backup.sock");

/**
 * Listens on `path`; each connection that sends `backup\n` gets `write(socket)`'s archive, one
 * backup at a time. Returns the function that stops it (and removes the socket).
 */
export function serveBackups(
  path: string,
  write: (out: Writable) => Promise<unknown>,
): Promise<() => Promise<void>> {
  let busy = false;
  const server: Server = createServer((socket: Socket) => {
    let received = "";
    const onData = (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (received.length < REQUEST.length) return;
      socket.off("data", onData);
      if (received !== REQUEST || busy) {
        socket.destroy();
        return;
      }
      busy = true;
      write(socket)
        .catch((error) => {
          logFor("backup").error({ err: error }, "backup: failed");
          socket.destroy();
        })
        .finally(() => {
          busy = false;
        });
    };
    socket.on("data", onData);
    socket.on("error", () => {});
  });
  // The server holds the database's lock: a socket left here is a crashed run's.
  rmSync(path, { force: true });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    // Made owner-only from its creation (no moment where another user could connect), and checked.
    const umask = process.umask(0o177);
    try {
      server.listen(path, () => {
        chmodSync(path, 0o600);
        process.once("exit", () => rmSync(path, { force: true }));
        resolve(
          () =>
            new Promise<void>((closed) => {
              server.close(() => closed());
              rmSync(path, { force: true });
            }),
        );
      });
    } finally {
      process.umask(umask);
    }
  });
}

/** Asks the server listening on `path` for a backup, written into `out` as it arrives. */
export function requestBackup(path: string, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path, () => socket.write(REQUEST));
    socket.once("error", reject);
    socket.pipe(out);
    out.once("error", reject);
    out.once("finish", () => resolve());
  });
}
