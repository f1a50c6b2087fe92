import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { inAccountFrame } from "../accountParts/storyFrame";
import { coverSrc, text } from "../shared/storyHelpers";
import { type SavedChapter, type SavedComic, SavedList } from "./SavedList";

const comicsIn = (locale: Locale): SavedComic[] => {
  const ar = locale === "ar";
  return [
    {
      id: "c1",
      name: ar ? "ساعي الليل" : "The Night Courier",
      href: `/${locale}/comics/the-night-courier`,
      coverSrc,
      genre: ar ? "مغامرات" : "Adventure",
      status: "ongoing",
      rating: 4.5,
      views: 12840,
      chapters: 24,
    },
    {
      id: "c2",
      name: ar ? "حارسة الصحراء" : "Desert Warden",
      href: `/${locale}/comics/desert-warden`,
      coverSrc,
      genre: ar ? "خيال" : "Fantasy",
      status: "completed",
      rating: 4.1,
      views: 5310,
      chapters: 11,
    },
  ];
};

const chaptersIn = (locale: Locale): SavedChapter[] => {
  const ar = locale === "ar";
  return [
    {
      id: "k1",
      comicName: ar ? "مدينة الفوانيس" : "City of Lanterns",
      coverSrc,
      chapterNumber: 7,
      chapterTitle: ar ? "سوق منتصف الليل" : "The Midnight Market",
      href: `/${locale}/comics/city-of-lanterns/7`,
    },
    {
      id: "k2",
      comicName: ar ? "ساعي الليل" : "The Night Courier",
      coverSrc,
      chapterNumber: 2,
      href: `/${locale}/comics/the-night-courier/2`,
    },
  ];
};

const meta = {
  title: "Comics/SavedList",
  component: SavedList,
  decorators: [inAccountFrame("saved")],
  args: { comics: comicsIn("en"), chapters: chaptersIn("en"), onUnsave: fn() },
} satisfies Meta<typeof SavedList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two headed groups; "Remove" (by keyboard) takes a comic out, says so, and moves the focus to
 * the next "Remove"; the last chapter removed takes its group away.
 */
const unsaves =
  (locale: Locale): Story["play"] =>
  async ({ canvas, args }) => {
    const [comic] = comicsIn(locale);
    const remove = text(locale, "comics.saved.remove");
    await expect(
      canvas.getByRole("heading", { level: 2, name: text(locale, "comics.saved.comics") }),
    ).toBeVisible();
    const chaptersHeading = canvas.getByRole("heading", {
      level: 2,
      name: text(locale, "comics.saved.chapters"),
    });
    await expect(canvas.getByRole("link", { name: comic?.name })).toHaveAttribute(
      "href",
      comic?.href,
    );
    const buttons = canvas.getAllByRole("button", { name: remove });
    await expect(buttons).toHaveLength(4);
    await expect(buttons[0]).toHaveAccessibleDescription(comic?.name ?? "");

    (buttons[0] as HTMLElement).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onUnsave).toHaveBeenCalledWith("comic", "c1");
    await waitFor(() => expect(canvas.getAllByRole("button", { name: remove })).toHaveLength(3));
    await expect(canvas.getByRole("status")).toHaveTextContent(
      text(locale, "comics.saved.removed").replace("{name}", comic?.name ?? ""),
    );
    await waitFor(() => expect(buttons[1]).toHaveFocus());

    await userEvent.click(buttons[2] as HTMLElement);
    await userEvent.click(buttons[3] as HTMLElement);
    await expect(args.onUnsave).toHaveBeenLastCalledWith("chapter", "k2");
    await waitFor(() => expect(chaptersHeading).not.toBeInTheDocument());
  };

export const English: Story = { globals: { locale: "en" }, play: unsaves("en") };
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { comics: comicsIn("ar"), chapters: chaptersIn("ar") },
  play: unsaves("ar"),
};

/** Everything saved, as the reader finds it. */
export const ListEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /City of Lanterns/ })).toHaveAttribute(
      "href",
      "/en/comics/city-of-lanterns/7",
    );
  },
};

export const EmptyArabic: Story = {
  globals: { locale: "ar" },
  args: { comics: [], chapters: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("ar", "comics.saved.empty"))).toBeVisible();
    await expect(canvas.queryByRole("heading", { level: 2 })).toBeNull();
  },
};

/** On a phone: two cards a row, the chapters' "Remove" under their names. */
export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { comics: comicsIn("ar"), chapters: chaptersIn("ar") },
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("img", { name: /غلاف/ });
    const a = (first as HTMLElement).getBoundingClientRect();
    const b = (second as HTMLElement).getBoundingClientRect();
    await expect(Math.round(a.top)).toBe(Math.round(b.top));
    // rtl: the first card is on the right.
    await expect(a.left).toBeGreaterThan(b.left);
  },
};
