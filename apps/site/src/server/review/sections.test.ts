import { describe, expect, it } from "vitest";
import { openingTab, type SubmissionTally } from "./sections";

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
