import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { imageSettled } from "../../components/Picture/fixtures";
import { ArticleCard } from "./ArticleCard";
import { blogPost, newsItem, newsItemWithImage } from "./fixtures";

const meta = {
  title: "Sections/ArticleCard",
  component: ArticleCard,
  args: { ...newsItem.en, as: "article" },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "24rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: newsItem.en.title })).toHaveAttribute(
      "href",
      newsItem.en.href,
    );
    const date = canvas.getByText("May 5, 2025");
    await expect(date).toHaveAttribute("datetime", "2025-05-05");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: newsItem.ar,
  play: async ({ canvas }) => {
    // Gregorian calendar, Latin digits.
    await expect(canvas.getByText("5 مايو 2025")).toHaveAttribute("datetime", "2025-05-05");
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(newsItem.ar.title);
  },
};

/** A blog post, with its author. */
export const BlogEnglish: Story = {
  globals: { locale: "en" },
  args: blogPost.en,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("By Abdulrahman Khalid Al-Shammari")).toBeVisible();
    await expect(
      canvas.getByRole("link", {
        name: blogPost.en.title,
      }),
    ).toHaveAttribute("href", blogPost.en.href);
  },
};

export const BlogArabic: Story = {
  globals: { locale: "ar" },
  args: blogPost.ar,
};

/** With a picture at the top: 16:9, lazy, inside the card's one link. */
export const WithImageEnglish: Story = {
  globals: { locale: "en" },
  args: newsItemWithImage.en,
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole<HTMLImageElement>("img", {
      name: newsItemWithImage.en.image.alt,
    });
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("width", "800");
    await imageSettled(image);
    const box = image.getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 9)).toBe(16);
    // At the top of the card, above the date and the title.
    await expect(box.bottom).toBeLessThanOrEqual(
      canvas.getByText("May 5, 2025").getBoundingClientRect().top,
    );
    // The whole card still links to the article, the picture included.
    const link = canvas.getByRole("link", { name: newsItem.en.title });
    await expect(link).toHaveAttribute("href", newsItem.en.href);
    await expect(
      document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
    ).toBe(link);
    await expect(canvasElement.querySelectorAll("picture source")).toHaveLength(2);
  },
};

export const WithImageArabic: Story = {
  globals: { locale: "ar" },
  args: newsItemWithImage.ar,
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>("img", {
      name: newsItemWithImage.ar.image.alt,
    });
    await imageSettled(image);
    await expect(image.naturalWidth).toBeGreaterThan(0);
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(newsItem.ar.title);
  },
};
