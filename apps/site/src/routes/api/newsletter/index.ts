import { randomBytes } from "node:crypto";
import { newsletterSchema } from "@rawafed/forms/schemas";
import { createFileRoute } from "@tanstack/react-router";
import { subscribers } from "../../../server/db/schema";
import { handleSubmission } from "../../../server/submissions/submit";

export const Route = createFileRoute("/api/newsletter/")({
  server: {
    handlers: {
      POST: ({ request }) =>
        handleSubmission(request, {
          kind: "newsletter",
          schema: newsletterSchema,
          maxBodyBytes: 8 * 1024,
          // One row per address: subscribing twice is the same subscription (and re-subscribes).
          store: async (db, data, locale) => {
            const email = data.email.trim().toLowerCase();
            const [row] = await db
              .insert(subscribers)
              .values({ email, locale, token: randomBytes(24).toString("base64url") })
              .onConflictDoUpdate({ target: subscribers.email, set: { unsubscribedAt: null } })
              .returning({ email: subscribers.email });
            return row?.email ?? email;
          },
        }),
    },
  },
});
