import { describe, expect, it } from "vitest";
import type { Section } from "../content/schema";
import { hasControls } from "./sectionControls";

const text = { kind: "text", heading: "About", paragraphs: ["We store."] } as Section;
const faq = { kind: "faq", heading: "Questions", items: [] } as unknown as Section;

describe("copy with controls", () => {
  it("is copy with a FAQ among its sections", () => {
    expect(hasControls([text, faq])).toBe(true);
    expect(hasControls([text])).toBe(false);
    expect(hasControls()).toBe(false);
  });
});
