import { describe, expect, it } from "vitest";
import {
  comicCommentSchema,
  comicRatingSchema,
  commentSchema,
  createRatingSchema,
  fieldErrorsFromZod,
  MESSAGE_MAX,
  translatorRatingSchema,
} from "../../schemas/index";

const errors = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrorsFromZod(result.error as never);

describe("comicCommentSchema", () => {
  it("is the blog comment's own rule", () => {
    expect(comicCommentSchema.shape.comment).toBe(commentSchema.shape.comment);
  });

  it("requires a comment, trims it, caps its length and refuses control characters", () => {
    expect(comicCommentSchema.parse({ comment: "  Lovely art.  " })).toEqual({
      comment: "Lovely art.",
    });
    expect(errors(comicCommentSchema.safeParse({ comment: "   " }))).toEqual({
      comment: "validation.required",
    });
    expect(errors(comicCommentSchema.safeParse({}))).toEqual({ comment: "validation.required" });
    expect(comicCommentSchema.safeParse({ comment: "ب".repeat(MESSAGE_MAX) }).success).toBe(true);
    expect(errors(comicCommentSchema.safeParse({ comment: "ب".repeat(MESSAGE_MAX + 1) }))).toEqual({
      comment: "validation.max",
    });
    expect(errors(comicCommentSchema.safeParse({ comment: "a\u0000b" }))).toEqual({
      comment: "validation.characters",
    });
    expect(comicCommentSchema.safeParse({ comment: "line one\nline two" }).success).toBe(true);
  });
});

describe("rating schemas", () => {
  it("take one to five stars as numbers", () => {
    for (const stars of [1, 2, 3, 4, 5]) {
      expect(comicRatingSchema.parse({ stars })).toEqual({ stars });
    }
  });

  it("answer required for no rating (0, empty, missing)", () => {
    for (const stars of [0, "", undefined, null]) {
      expect(errors(comicRatingSchema.safeParse({ stars }))).toEqual({
        stars: "validation.required",
      });
    }
  });

  it("refuse anything else as invalid", () => {
    for (const stars of [6, -1, 2.5, "x", true, [3]]) {
      expect(errors(comicRatingSchema.safeParse({ stars }))).toEqual({
        stars: "validation.fieldInvalid",
      });
    }
  });

  it("read the digit a native form sends (Latin or Arabic-Indic) as a number", () => {
    expect(comicRatingSchema.parse({ stars: "4" })).toEqual({ stars: 4 });
    expect(comicRatingSchema.parse({ stars: "٣" })).toEqual({ stars: 3 });
  });

  it("rate a translator on all three criteria, each required", () => {
    expect(translatorRatingSchema.parse({ stars: 5, quality: 4, clarity: 3 })).toEqual({
      stars: 5,
      quality: 4,
      clarity: 3,
    });
    expect(errors(translatorRatingSchema.safeParse({ stars: 5, quality: 0 }))).toEqual({
      quality: "validation.required",
      clarity: "validation.required",
    });
  });

  it("build a schema of the given criteria only", () => {
    expect(Object.keys(createRatingSchema(["quality"]).shape)).toEqual(["quality"]);
    expect(createRatingSchema(["quality"]).parse({ quality: 2, stars: 9 })).toEqual({ quality: 2 });
  });
});
