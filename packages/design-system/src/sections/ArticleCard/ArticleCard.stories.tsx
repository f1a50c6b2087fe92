import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ArticleCard } from "./ArticleCard";
import { blogPost, newsItem } from "./fixtures";

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
