// The doors of "Download my data": asking for an export, and downloading a made one (its owner
// alone, until it expires). The settings page shows where it stands (`pages.ts`).
import { and, eq, gt } from "drizzle-orm";
import { dataExports } from "../db/accounts";
import { isUuid } from "../files/keys";
import { getFileStore } from "../files/store";
import { endpoint } from "../http/admission";
import { answer } from "../http/answers";
import { requestExport } from "./dataExport";

/** `POST /api/account/export`: an export of the person's data is made, then mailed as ready. */
export const handleRequestExport = endpoint({
  // A few a minute: each one is a job that reads everything of theirs.
  rate: { key: "account-export", per: "person", max: 3 },
  who: "signedIn",
  body: "none",
  handle: async ({ db, user }) => {
    const made = await requestExport(db, user.id);
    return answer(202, { ok: true, id: made.id });
  },
});

const PREFIX = "/api/account/export/";

/** `GET /api/account/export/{id}`: the zip, to the person it is of, while it has not expired. */
export const handleDownloadExport = endpoint({
  rate: { key: "account-export-download", per: "person", max: 20 },
  who: "signedIn",
  body: "none",
  handle: async ({ request, db, user }) => {
    const id = new URL(request.url).pathname.slice(PREFIX.length);
    const notFound = () => answer(404, { code: "NOT_FOUND", message: "Not found." });
    if (!isUuid(id)) return notFound();
    const [row] = await db
      .select({ key: dataExports.fileKey, createdAt: dataExports.createdAt })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.id, id),
          eq(dataExports.userId, user.id),
          eq(dataExports.state, "ready"),
          gt(dataExports.expiresAt, new Date()),
        ),
      );
    const file = row?.key ? await getFileStore().open(row.key) : null;
    if (!row || !file) return notFound();
    const day = row.createdAt.toISOString().slice(0, 10);
    return new Response(file.body, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Length": String(file.size),
        "Content-Disposition": `attachment; filename="rawafed-my-data-${day}.zip"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
});
