import { describe, expect, it } from "vitest";
import { bestLine, splitTranscripts } from "./transcripts";

describe("splitTranscripts", () => {
  it("reads pages separated by lines of three hyphens, keeping each page's lines", () => {
    expect(
      splitTranscripts("Salma: Go!\nJad: Now?\n---\nSound: CRACK!\n---\nCaption: Night."),
    ).toEqual([
      { page: 1, text: "Salma: Go!\nJad: Now?" },
      { page: 2, text: "Sound: CRACK!" },
      { page: 3, text: "Caption: Night." },
    ]);
  });

  it("keeps a blank page's place, so the next page keeps its number", () => {
    expect(splitTranscripts("one\n---\n\n---\nthree")).toEqual([
      { page: 1, text: "one" },
      { page: 3, text: "three" },
    ]);
  });

  it("takes Windows line ends, spaces around the hyphens and longer rules", () => {
    expect(splitTranscripts("one\r\n  -----  \r\ntwo\r\n")).toEqual([
      { page: 1, text: "one" },
      { page: 2, text: "two" },
    ]);
  });

  it("does not split at hyphens inside a line, and reads nothing from blank text", () => {
    expect(splitTranscripts("Wait --- what?")).toEqual([{ page: 1, text: "Wait --- what?" }]);
    expect(splitTranscripts("  \n ")).toEqual([]);
  });

  it("reads Arabic pages as they are", () => {
    expect(splitTranscripts("سلمى: هيا!\n---\nصوت: طق!")).toEqual([
      { page: 1, text: "سلمى: هيا!" },
      { page: 2, text: "صوت: طق!" },
    ]);
  });
});

describe("bestLine", () => {
  const page = "Caption: The market at dawn.\nSalma: Follow the lantern!\nJad: Which one?";

  it("quotes the line with most of the words searched for", () => {
    expect(bestLine(page, "follow lantern")).toBe("Salma: Follow the lantern!");
    expect(bestLine(page, "which")).toBe("Jad: Which one?");
  });

  it("finds a stem's other forms (a search for 'lanterns')", () => {
    expect(bestLine(page, "lanterns")).toBe("Salma: Follow the lantern!");
  });

  it("matches Arabic with or without hamza and marks", () => {
    const arabic = "تعليق: السوق عند الفجر.\nسلمى: إتبعي الفانوس!";
    expect(bestLine(arabic, "اتبعي")).toBe("سلمى: إتبعي الفانوس!");
    expect(bestLine(arabic, "الفَجر")).toBe("تعليق: السوق عند الفجر.");
  });

  it("falls back to the first line", () => {
    expect(bestLine(page, "zzz")).toBe("Caption: The market at dawn.");
  });
});
