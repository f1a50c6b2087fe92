import { commentSchema } from "@rawafed/forms/schemas";
import { createFileRoute } from "@tanstack/react-router";
import * as z from "zod/mini";
import { apiHandlers } from "../../server/http/methods";
import { isPublishedSlug } from "../../server/studio/published";
import { formEndpoint } from "../../server/submissions/submit";

/** A comment names a published article (by its slug in either language); it waits for moderation. */
const blogCommentSchema = z.extend(commentSchema, {
  blog: z.string({ error: "validation.fieldInvalid" }).check(z.maxLength(200)),
});

export const Route = createFileRoute("/api/comments")({
  server: {
    handlers: apiHandlers({
      POST: formEndpoint({
        kind: "comment",
        schema: blogCommentSchema,
        maxBodyBytes: 32 * 1024,
        status: "pending",
        verify: async (db, data) =>
          (await isPublishedSlug(db, "blog", data.blog)) ? {} : { blog: "validation.fieldInvalid" },
      }),
    }),
  },
});
