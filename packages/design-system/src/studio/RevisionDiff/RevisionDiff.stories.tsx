import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { text } from "../../comics/shared/storyHelpers";
import { arabicDiff, say } from "../shared/studioStoryFixtures";
import { RevisionDiff } from "./RevisionDiff";

const meta = {
  title: "Studio/RevisionDiff",
  component: RevisionDiff,
  args: { segments: arabicDiff, from: 3, to: 4, language: "ar" },
} satisfies Meta<typeof RevisionDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

const diff =
  (locale: Locale): Story["play"] =>
  async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole("heading", {
        level: 2,
        name: say(locale, "studio.diff.heading", { from: 3, to: 4 }),
      }),
    ).toBeVisible();
    // 3 + 7 + 5 words added, 2 removed.
    await expect(
      canvas.getByText(say(locale, "studio.diff.summary", { added: 15, removed: 2 })),
    ).toBeVisible();
    await expect(
      canvas.getByText(locale === "en" ? "15 words added, 2 removed" : /كلمتان/),
    ).toBeVisible();
    const legend = canvas.getByRole("list", { name: text(locale, "studio.diff.legend") });
    await expect(legend.querySelector("ins")).toHaveTextContent(
      text(locale, "studio.diff.legendAdded"),
    );
    await expect(legend.querySelector("del")).toHaveTextContent(
      text(locale, "studio.diff.legendRemoved"),
    );

    const body = canvas.getByRole("region", { name: text(locale, "studio.diff.text") });
    await expect(body).toHaveAttribute("lang", "ar");
    // One block per line, each taking its direction from its own text.
    const lines = Array.from(body.querySelectorAll("p"));
    await expect(lines).toHaveLength(3);
    for (const line of lines) await expect(line).toHaveAttribute("dir", "auto");
    await expect(lines[0]?.matches(":dir(rtl)")).toBe(true);
    // The announced "added" before it does not turn an Arabic line left to right.
    await expect(lines[1]?.matches(":dir(rtl)")).toBe(true);
    await expect(lines[2]?.matches(":dir(ltr)")).toBe(true);
    await expect(lines[2]?.getBoundingClientRect().left).toBeLessThan(
      (lines[0]?.getBoundingClientRect().left ?? 0) + 20,
    );
    // Added words in <ins>, removed in <del>, each announced in words.
    const inserted = body.querySelectorAll("ins");
    const deleted = body.querySelectorAll("del");
    await expect(inserted).toHaveLength(3);
    await expect(deleted).toHaveLength(2);
    await expect(inserted[1]).toHaveTextContent(`${text(locale, "studio.diff.added")} يقام المعرض`);
    await expect(deleted[0]).toHaveTextContent(`${text(locale, "studio.diff.removed")} الرياض`);
    // The announced word is out of sight (1 px, clipped).
    const announced = within(deleted[0] as HTMLElement).getByText(
      text(locale, "studio.diff.removed"),
    );
    await expect(announced.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(deleted[0] as Element).textDecorationLine).toBe("line-through");
    await expect(canvasElement.querySelectorAll("p ins, p del")).toHaveLength(5);
  };

export const English: Story = { globals: { locale: "en" }, play: diff("en") };
export const Arabic: Story = { globals: { locale: "ar" }, play: diff("ar") };

/** No change at all: said in words. */
export const EnglishSame: Story = {
  globals: { locale: "en" },
  args: { segments: [{ kind: "same", text: "Nothing changed.\nAt all." }], language: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("en", "studio.diff.same"))).toBeVisible();
    await expect(
      canvas.getByRole("region", { name: text("en", "studio.diff.text") }).querySelectorAll("p"),
    ).toHaveLength(2);
  },
};
