import { commentSchema } from "@rawafed/forms/schemas";
import { createFileRoute } from "@tanstack/react-router";
import * as z from "zod/mini";
import { handleSubmission } from "../../server/submissions/submit";

/** A comment names the article it belongs to; it waits for moderation before it is shown. */
const blogCommentSchema = z.extend(commentSchema, {
  blog: z
    .string({ error: "validation.fieldInvalid" })
    .check(z.regex(/^[a-z0-9-]{1,120}$/, { error: "validation.fieldInvalid" })),
});

export const Route = createFileRoute("/api/comments")({
  server: {
    handlers: {
      POST: ({ request }) =>
        handleSubmission(request, {
          kind: "comment",
          schema: blogCommentSchema,
          maxBodyBytes: 32 * 1024,
          status: "pending",
        }),
    },
  },
});
