import { describe, expect, it } from "vitest";
import { keyAction, swipeAction, tapAction } from "./keys";

const key = (name: string, shiftKey = false) => ({ key: name, shiftKey });

describe("reader keys, taps and swipes", () => {
  it("turn a manga's next page to the left", () => {
    expect(keyAction(key("ArrowLeft"), "rtl")).toBe("next");
    expect(keyAction(key("ArrowRight"), "rtl")).toBe("previous");
    expect(tapAction(0.1, "rtl")).toBe("next");
    expect(tapAction(0.9, "rtl")).toBe("previous");
    // The finger moving right pulls the next page in from the left.
    expect(swipeAction(120, "rtl")).toBe("next");
    expect(swipeAction(-120, "rtl")).toBe("previous");
  });

  it("turn a left-to-right comic's next page to the right", () => {
    expect(keyAction(key("ArrowRight"), "ltr")).toBe("next");
    expect(keyAction(key("ArrowLeft"), "ltr")).toBe("previous");
    expect(tapAction(0.9, "ltr")).toBe("next");
    expect(tapAction(0.1, "ltr")).toBe("previous");
    expect(swipeAction(-120, "ltr")).toBe("next");
  });

  it("share the direction-free keys", () => {
    for (const direction of ["rtl", "ltr", "vertical"] as const) {
      expect(keyAction(key("PageDown"), direction)).toBe("next");
      expect(keyAction(key(" "), direction)).toBe("next");
      expect(keyAction(key("j"), direction)).toBe("next");
      expect(keyAction(key("PageUp"), direction)).toBe("previous");
      expect(keyAction(key(" ", true), direction)).toBe("previous");
      expect(keyAction(key("k"), direction)).toBe("previous");
      expect(keyAction(key("Home"), direction)).toBe("first");
      expect(keyAction(key("End"), direction)).toBe("last");
    }
  });

  it("leave a strip's arrows to the browser and its taps to the bars", () => {
    expect(keyAction(key("ArrowLeft"), "vertical")).toBeUndefined();
    expect(keyAction(key("ArrowDown"), "vertical")).toBeUndefined();
    expect(tapAction(0.1, "vertical")).toBe("chrome");
    expect(tapAction(0.5, "rtl")).toBe("chrome");
  });
});
