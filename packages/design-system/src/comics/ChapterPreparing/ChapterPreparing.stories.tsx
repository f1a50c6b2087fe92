import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { text } from "../shared/storyHelpers";
import { ChapterPreparing } from "./ChapterPreparing";

const meta = {
  title: "Comics/ChapterPreparing",
  component: ChapterPreparing,
  args: {
    title: "The Night Courier · Chapter 4",
    backHref: "/en/comics/the-night-courier",
    pdfHref: "/media/pdf/4",
  },
} satisfies Meta<typeof ChapterPreparing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title as a heading, the state in words, back to the comic, and the PDF meanwhile. */
const says =
  (locale: "en" | "ar", title: string): Story["play"] =>
  async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByText(text(locale, "comics.reader.preparing"))).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: text(locale, "comics.reader.back") }),
    ).toHaveAttribute("href", `/${locale}/comics/the-night-courier`);
    await expect(
      canvas.getByRole("link", { name: text(locale, "comics.reader.pdf") }),
    ).toHaveAttribute("href", "/media/pdf/4");
  };

export const English: Story = {
  globals: { locale: "en" },
  play: says("en", "The Night Courier · Chapter 4"),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { title: "ساعي الليل · الفصل 4", backHref: "/ar/comics/the-night-courier" },
  play: says("ar", "ساعي الليل · الفصل 4"),
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };
