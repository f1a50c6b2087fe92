import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { blogs as arBlogs, news as arNews } from "../../../../../apps/site/src/content/ar/media";
import { blogs as enBlogs, news as enNews } from "../../../../../apps/site/src/content/en/media";
import { hrefOf } from "../shared/storyHelpers";
import { ArticleCard } from "./ArticleCard";

const [enFirst] = enNews;
const [arFirst] = arNews;
if (!enFirst || !arFirst) throw new Error("no news");

const meta = {
  title: "Sections/ArticleCard",
  component: ArticleCard,
  args: { ...enFirst, href: `/en/news#${enFirst.slug}`, as: "article" },
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
    await expect(canvas.getByRole("link", { name: enFirst.title })).toHaveAttribute(
      "href",
      `/en/news#${enFirst.slug}`,
    );
    const date = canvas.getByText("May 5, 2025");
    await expect(date).toHaveAttribute("datetime", "2025-05-05");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { ...arFirst, href: `/ar/الأخبار#${arFirst.slug}` },
  play: async ({ canvas }) => {
    // Gregorian calendar, Latin digits.
    await expect(canvas.getByText("5 مايو 2025")).toHaveAttribute("datetime", "2025-05-05");
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(arFirst.title);
  },
};

/** A blog post, with its author. */
export const BlogEnglish: Story = {
  globals: { locale: "en" },
  args: {
    ...enBlogs[0],
    href: hrefOf("en", `blog:${enBlogs[0]?.slug}`),
  } as Story["args"],
  play: async ({ canvas }) => {
    await expect(canvas.getByText("By Abdulrahman Khalid Al-Shammari")).toBeVisible();
    await expect(
      canvas.getByRole("link", {
        name: "How to choose the right racking system for your warehouse",
      }),
    ).toHaveAttribute("href", "/en/blog/choosing-the-right-racking-system");
  },
};

export const BlogArabic: Story = {
  globals: { locale: "ar" },
  args: {
    ...arBlogs[0],
    href: hrefOf("ar", `blog:${arBlogs[0]?.slug}`),
  } as Story["args"],
};
