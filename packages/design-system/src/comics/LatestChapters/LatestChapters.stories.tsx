import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { latestIn } from "../comicMeta/storyFixtures";
import { LatestChapters } from "./LatestChapters";

const meta = {
  title: "Comics/LatestChapters",
  component: LatestChapters,
  args: { chapters: latestIn("en"), label: "Latest chapters" },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "36rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LatestChapters>;

export default meta;
type Story = StoryObj<typeof meta>;

const lists =
  (locale: Locale, first: RegExp, language: string, date: string): Story["play"] =>
  async ({ canvas }) => {
    const list = canvas.getByRole("list");
    await expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(4);
    const row = within(items[0] as HTMLElement);
    await expect(row.getByRole("link", { name: first })).toHaveAttribute(
      "href",
      `/${locale}/comics/the-night-courier/12`,
    );
    await expect(row.getByText(language)).toBeVisible();
    await expect(row.getByText(date)).toHaveAttribute("datetime", "2025-05-20");
    // The other language's name is isolated and tagged with its language.
    const foreign = items[locale === "en" ? 1 : 2]?.querySelector("bdi");
    await expect(foreign).toHaveAttribute("lang", locale === "en" ? "ar" : "en");
    // Each cover keeps its 2:3 box before it loads.
    const cover = items[0]?.querySelector("img") as HTMLImageElement;
    await expect(getComputedStyle(cover).aspectRatio).toBe("2 / 3");
  };

export const English: Story = {
  globals: { locale: "en" },
  play: lists("en", /^The Night Courier Chapter 12$/, "English", "May 20, 2025"),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { chapters: latestIn("ar"), label: "أحدث الفصول" },
  play: lists("ar", /^ساعي الليل الفصل 12$/, "الإنجليزية", "20 مايو 2025"),
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };
