// The production server's side of `npm run backup` on the embedded database (channel.ts).
import type { PGlite } from "@electric-sql/pglite";
import { dataDir, getDb } from "../db/index";
import { getFileStore } from "../files/store";
import { writeBackup } from "./backup";
import { backupSocketPath, serveBackups } from "./channel";
import { dumpEmbedded } from "./embeddedDump";

/** Opens the backup channel of the embedded database this server holds; returns its stop. */
export async function startBackupChannel(): Promise<() => Promise<void>> {
  const client = (await getDb()).$client as PGlite;
  return serveBackups(backupSocketPath(dataDir()), (out) =>
    writeBackup(
      out,
      { kind: "pglite", dump: (file) => dumpEmbedded(client, file) },
      getFileStore(),
    ),
  );
}
