import { createFileRoute } from "@tanstack/react-router";
import { eq } from "drizzle-orm";
import { getDb } from "../../../server/db/index";
import { subscribers } from "../../../server/db/schema";

/** The link in every newsletter: the token alone identifies the subscription. */
export const Route = createFileRoute("/api/newsletter/unsubscribe")({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const token = new URL(request.url).searchParams.get("token") ?? "";
        const db = await getDb();
        const rows = await db
          .update(subscribers)
          .set({ unsubscribedAt: new Date() })
          .where(eq(subscribers.token, token))
          .returning({ email: subscribers.email });
        return Response.json({ ok: rows.length > 0 }, { status: rows.length > 0 ? 200 : 404 });
      },
    },
  },
});
