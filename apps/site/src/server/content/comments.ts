import type { BlogComment } from "@rawafed/design-system";
import { createServerFn } from "@tanstack/react-start";
import { and, asc, eq, sql } from "drizzle-orm";
import * as z from "zod/mini";
import { getDb } from "../db/index";
import { submissions } from "../db/schema";
import { input, validInput } from "./input";

/** The comments of an article that moderation approved, oldest first (escaped when rendered). */
export const getApprovedComments = createServerFn({ method: "GET" })
  .validator(validInput(z.object({ blog: input.slug() })))
  .handler(async ({ data }): Promise<BlogComment[]> => {
    const db = await getDb();
    const rows = await db
      .select({
        id: submissions.id,
        payload: submissions.payload,
        createdAt: submissions.createdAt,
      })
      .from(submissions)
      .where(
        and(
          eq(submissions.kind, "comment"),
          eq(submissions.status, "approved"),
          sql`${submissions.payload}->>'blog' = ${data.blog}`,
        ),
      )
      .orderBy(asc(submissions.createdAt));
    return rows.map((row) => {
      const payload = row.payload as { name: string; comment: string };
      return {
        id: row.id,
        author: payload.name,
        body: payload.comment,
        date: row.createdAt.toISOString().slice(0, 10),
      };
    });
  });
