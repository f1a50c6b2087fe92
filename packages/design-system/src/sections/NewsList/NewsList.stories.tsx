import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { blogPosts, latestNews } from "./fixtures";
import { NewsList } from "./NewsList";

const meta = {
  title: "Sections/NewsList",
  component: NewsList,
  args: latestNews.en,
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: "News" });
    await expect(within(section).getAllByRole("listitem")).toHaveLength(3);
    const viewAll = canvas.getByRole("link", { name: "View all: News" });
    await expect(viewAll).toHaveAttribute("href", latestNews.en.viewAllHref);
    await expect(viewAll).toHaveTextContent("View all");
    await expect(canvas.getByText("May 5, 2025")).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: latestNews.ar,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: `عرض الكل: ${latestNews.ar.heading}` }),
    ).toHaveAttribute("href", latestNews.ar.viewAllHref);
    await expect(canvas.getByText("5 مايو 2025")).toBeVisible();
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** The blog list, with authors, on the muted band. */
export const BlogEnglish: Story = {
  globals: { locale: "en" },
  args: {
    ...blogPosts.en,
    tone: "muted",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "View all: Blog" })).toHaveAttribute(
      "href",
      blogPosts.en.viewAllHref,
    );
  },
};

export const BlogArabic: Story = {
  globals: { locale: "ar" },
  args: {
    ...blogPosts.ar,
    tone: "muted",
  },
};
