import { describe, expect, it } from "vitest";
import { openingTab, readReviewSearch, SPONTANEOUS, type SubmissionTally } from "./sections";

const none = { received: 0, in_review: 0, published: 0, rejected: 0 };
const tally = (chapter: Partial<typeof none>, comic: Partial<typeof none>): SubmissionTally => ({
  chapter: { ...none, ...chapter },
  comic: { ...none, ...comic },
});

describe("the submissions tab the console opens on", () => {
  it("is the first where something waits when the address names none", () => {
    const onlyComic = tally({ published: 5 }, { received: 1 });
    expect(openingTab(onlyComic, {})).toEqual({ kind: "comic", state: "received" });
    const inReview = tally({ in_review: 2 }, { received: 1 });
    expect(openingTab(inReview, {})).toEqual({ kind: "chapter", state: "in_review" });
  });

  it("keeps what the address names, and chapters › received when nothing waits", () => {
    const counts = tally({}, { received: 1 });
    expect(openingTab(counts, { kind: "chapter" })).toEqual({ kind: "chapter", state: "received" });
    expect(openingTab(counts, { state: "rejected" })).toEqual({
      kind: "chapter",
      state: "rejected",
    });
    expect(openingTab(tally({}, {}), {})).toEqual({ kind: "chapter", state: "received" });
    // An opened submission's old address (no kind) is a chapter's.
    expect(openingTab(counts, { id: "x" }).kind).toBe("chapter");
  });
});

describe("the applications' position filter in the console's address", () => {
  it("is read as a slug of at most 200 characters, and left out otherwise", () => {
    expect(
      readReviewSearch({ section: "applications", position: "structural-design-engineer" }),
    ).toEqual({ section: "applications", position: "structural-design-engineer" });
    expect(readReviewSearch({ position: "مهندس-تصميم-إنشائي" }).position).toBe(
      "مهندس-تصميم-إنشائي",
    );
    expect(readReviewSearch({ position: SPONTANEOUS }).position).toBe(SPONTANEOUS);
    // The router reads a slug of digits as a number.
    expect(readReviewSearch({ position: 2025 }).position).toBe("2025");
    expect(readReviewSearch({ position: "x".repeat(200) }).position).toHaveLength(200);
    for (const position of ["", "  ", "x".repeat(201), ["a", "b"], { a: 1 }, null]) {
      expect(readReviewSearch({ position })).toEqual({});
    }
  });
});
