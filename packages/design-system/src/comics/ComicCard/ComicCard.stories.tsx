import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { coverSrc } from "../shared/storyHelpers";
import { ComicCard } from "./ComicCard";

const meta = {
  title: "Comics/ComicCard",
  component: ComicCard,
  args: {
    as: "article",
    name: "The Night Courier",
    href: "/en/comics/the-night-courier",
    coverSrc,
    genre: "Adventure",
    status: "ongoing",
    rating: 4.5,
    views: 12840,
    chapters: 24,
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "16rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComicCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "The Night Courier" })).toHaveAttribute(
      "href",
      "/en/comics/the-night-courier",
    );
    const cover = canvas.getByRole("img", { name: "Cover of The Night Courier" });
    await expect(getComputedStyle(cover).aspectRatio).toBe("2 / 3");
    await expect(canvas.getByRole("img", { name: "4.5 out of 5 stars" })).toBeVisible();
    await expect(canvas.getByText("12,840 views")).toBeVisible();
    await expect(canvas.getByText("24 chapters")).toBeVisible();
    await expect(canvas.getByText("Ongoing")).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: {
    name: "ساعي الليل",
    href: "/ar/comics/the-night-courier",
    genre: "مغامرات",
    status: "completed",
    views: 3,
    chapters: 11,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "ساعي الليل" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "غلاف ساعي الليل" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "4.5 من 5 نجوم" })).toBeVisible();
    // Arabic plural categories, Latin digits.
    await expect(canvas.getByText("3 مشاهدات")).toBeVisible();
    await expect(canvas.getByText("11 فصلاً")).toBeVisible();
    await expect(canvas.getByText("مكتملة")).toBeVisible();
  },
};

export const CompletedEnglish: Story = {
  globals: { locale: "en" },
  args: { status: "completed", rating: 3.2, views: 1, chapters: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("1 view")).toBeVisible();
    await expect(canvas.getByText("1 chapter")).toBeVisible();
    await expect(canvas.getByText("Completed")).toBeVisible();
  },
};

export const MobileArabic: Story = {
  ...Arabic,
  parameters: { viewport: "mobile" },
};
