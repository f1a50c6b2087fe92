import { describe, expect, it } from "vitest";
import { commandKey, keyAction, pinchZoom, swipeAction, tapAction, zoomStep } from "./keys";
import { defaultReaderSettings, readerSettingsOf } from "./settings";
import { spreadOf } from "./spreads";

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

  it("give every tap to the bars with the tap zones off", () => {
    expect(tapAction(0.1, "rtl", false)).toBe("chrome");
    expect(tapAction(0.9, "ltr", false)).toBe("chrome");
  });

  it("open the shortcuts with ? and full screen with f, and turn no page with either", () => {
    expect(commandKey({ key: "?" })).toBe("shortcuts");
    expect(commandKey({ key: "f" })).toBe("fullscreen");
    expect(commandKey({ key: "F" })).toBe("fullscreen");
    expect(commandKey({ key: "j" })).toBeUndefined();
    expect(keyAction(key("?"), "rtl")).toBeUndefined();
    expect(keyAction(key("f"), "ltr")).toBeUndefined();
  });
});

describe("the reader's zoom", () => {
  it("steps in and out, held at its ends", () => {
    expect(commandKey({ key: "+" })).toBe("zoomIn");
    expect(commandKey({ key: "=" })).toBe("zoomIn");
    expect(commandKey({ key: "-" })).toBe("zoomOut");
    expect(commandKey({ key: "0" })).toBe("zoomReset");
    expect(zoomStep(1, "in")).toBe(1.5);
    expect(zoomStep(1.5, "in")).toBe(2);
    expect(zoomStep(4, "in")).toBe(4);
    expect(zoomStep(2, "out")).toBe(1.5);
    expect(zoomStep(1, "out")).toBe(1);
    // From between two steps (a pinch's), to the next one that way.
    expect(zoomStep(1.73, "in")).toBe(2);
    expect(zoomStep(1.73, "out")).toBe(1.5);
    expect(zoomStep(3.5, "in")).toBe(4);
  });

  it("pinch by how far the fingers spread, held within 1 and 4", () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 150)).toBe(3);
    expect(pinchZoom(1, 100, 173.4)).toBe(1.73);
    expect(pinchZoom(2, 200, 100)).toBe(1);
    expect(pinchZoom(1, 100, 50)).toBe(1);
    expect(pinchZoom(1, 100, 104)).toBe(1);
    expect(pinchZoom(3, 100, 900)).toBe(4);
  });
});

describe("reader settings read back from storage", () => {
  it("keep what is known and put the default for the rest", () => {
    expect(
      readerSettingsOf({ fit: "width", stripWidth: "narrow", tapZones: false, spreads: true }),
    ).toEqual({ fit: "width", stripWidth: "narrow", tapZones: false, spreads: true, text: false });
    // The pages' text, once shown, is remembered; anything but `true` is the default.
    expect(readerSettingsOf({ text: true }).text).toBe(true);
    expect(readerSettingsOf({ text: "yes" }).text).toBe(false);
    expect(readerSettingsOf({ fit: "zoomed", tapZones: "yes" })).toEqual(defaultReaderSettings);
    expect(readerSettingsOf("width")).toEqual(defaultReaderSettings);
    expect(readerSettingsOf(null)).toEqual(defaultReaderSettings);
  });
});

describe("two-page spreads", () => {
  const portrait = { small: "", large: "", width: 800, height: 1200, placeholder: "" };
  const wide = { ...portrait, width: 1600 };
  it("keep the cover alone, then pair the pages", () => {
    const pages = Array.from({ length: 6 }, () => portrait);
    expect([1, 2, 3, 4, 5, 6].map((page) => spreadOf(pages, page, true))).toEqual([
      [1],
      [2, 3],
      [2, 3],
      [4, 5],
      [4, 5],
      [6],
    ]);
    expect(spreadOf(pages, 3, false)).toEqual([3]);
  });

  it("show a landscape page alone and pair again after it", () => {
    const pages = [portrait, portrait, wide, portrait, portrait, portrait];
    expect([1, 2, 3, 4, 5, 6].map((page) => spreadOf(pages, page, true))).toEqual([
      [1],
      [2],
      [3],
      [4, 5],
      [4, 5],
      [6],
    ]);
  });
});
