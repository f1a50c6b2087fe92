// The bodies of the reader actions, read with the forms' rules: every problem is a message id of
// the field it is on (422), and no value reaches a query in a shape the database would refuse
// (a malformed uuid would be a 500 there).
import {
  choice,
  commentSchema,
  flag,
  type Rule,
  reportChapterIssueSchema,
  required,
  text,
} from "@rawafed/forms/schemas";
import * as z from "zod/mini";
import { FOLLOW_TARGETS, SAVE_TARGETS } from "../../db/comics";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const uuidRule: Rule<string> = {
  name: "uuid",
  message: "validation.fieldInvalid",
  test: (value) => value === "" || UUID.test(value),
};

/** A comic, chapter, comment, notification or publisher id. */
export const uuid = () => text(required, uuidRule);

// better-auth's ids are 32 characters of base64url; anything printable and short is only looked up.
const userIdRule: Rule<string> = {
  name: "userId",
  message: "validation.fieldInvalid",
  test: (value) => /^[\w-]{1,64}$/.test(value),
};
const userId = () => text(required, userIdRule);

/** A value missing, or of the wrong type (a hand-made request). */
const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null
    ? "validation.required"
    : "validation.fieldInvalid";

/** A whole number from `min` to `max`. */
export const whole = (min: number, most: number) =>
  z
    .int({ error: typeError })
    .check(
      z.gte(min, { error: "validation.fieldInvalid" }),
      z.lte(most, { error: "validation.fieldInvalid" }),
    );

const stars = () => whole(1, 5);

export const saveInput = z.object({
  target: choice(SAVE_TARGETS, required),
  id: uuid(),
  saved: flag(),
});

/** A translator is followed by their user id; a comic and a publisher by their uuid. */
export const followInput = z
  .object({
    target: choice(FOLLOW_TARGETS, required),
    id: text(required, userIdRule),
    following: flag(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.target !== "translator" && !UUID.test(values.id)) {
        ctx.addIssue({ code: "custom", message: "validation.fieldInvalid", path: ["id"] });
      }
    }),
  );

export const rateComicInput = z.object({ comicId: uuid(), stars: stars() });

export const rateTranslatorInput = z.object({
  translatorId: userId(),
  stars: stars(),
  quality: stars(),
  clarity: stars(),
});

/** The comment's text under the forms' comment rule; on a chapter when `chapterId` is given. */
export const commentInput = z.object({
  comicId: uuid(),
  chapterId: z.optional(z.nullable(uuid())),
  body: commentSchema.shape.comment,
});

export const idInput = z.object({ id: uuid() });

/** The report-issue form's fields, and the chapter they are about. */
export const reportInput = z.extend(reportChapterIssueSchema, { chapterId: uuid() });

/** Pages are counted from 1; the chapter's own page count is checked against the database. */
export const progressInput = z.object({
  chapterId: uuid(),
  page: whole(1, 100_000),
  finished: z.optional(flag()),
});

export const chapterInput = z.object({ chapterId: uuid() });

export const emptyInput = z.object({});

/** At most a page of notifications at a time. */
export const NOTIFICATIONS_PER_CALL = 200;

export const notificationIdsInput = z.object({
  ids: z
    .array(uuid(), { error: typeError })
    .check(z.maxLength(NOTIFICATIONS_PER_CALL, { error: "validation.max" })),
});
