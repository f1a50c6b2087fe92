import { commentSchema } from "@rawafed/forms/schemas";
import { createFileRoute } from "@tanstack/react-router";
import * as z from "zod/mini";
import { siteContent } from "../../content/index";
import { apiHandlers } from "../../server/http/methods";
import { formEndpoint } from "../../server/submissions/submit";

/** Articles that take comments (the same slugs in both languages). */
const articles = new Set(siteContent.en.blogs.map((article) => article.slug));

/** A comment names an article that exists; it waits for moderation before it is shown. */
const blogCommentSchema = z.extend(commentSchema, {
  blog: z
    .string({ error: "validation.fieldInvalid" })
    .check(z.refine((slug) => articles.has(slug), { error: "validation.fieldInvalid" })),
});

export const Route = createFileRoute("/api/comments")({
  server: {
    handlers: apiHandlers({
      POST: formEndpoint({
        kind: "comment",
        schema: blogCommentSchema,
        maxBodyBytes: 32 * 1024,
        status: "pending",
      }),
    }),
  },
});
