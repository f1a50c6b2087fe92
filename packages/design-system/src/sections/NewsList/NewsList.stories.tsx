import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  blogs as arBlogs,
  mediaPages as arMedia,
  news as arNews,
} from "../../../../../apps/site/src/content/ar/media";
import {
  blogs as enBlogs,
  mediaPages as enMedia,
  news as enNews,
} from "../../../../../apps/site/src/content/en/media";
import { hrefOf } from "../shared/storyHelpers";
import { NewsList } from "./NewsList";

type Article = (typeof enNews)[number];

const newsItems = (locale: "en" | "ar", list: readonly Article[]) =>
  list.slice(0, 3).map((article) => ({
    title: article.title,
    summary: article.summary,
    date: article.date,
    href: `${hrefOf(locale, "news")}#${article.slug}`,
  }));

const blogItems = (locale: "en" | "ar", list: readonly Article[]) =>
  list.map((article) => ({
    title: article.title,
    summary: article.summary,
    date: article.date,
    author: article.author,
    href: hrefOf(locale, `blog:${article.slug}`),
  }));

const meta = {
  title: "Sections/NewsList",
  component: NewsList,
  args: {
    heading: enMedia.news.title,
    items: newsItems("en", enNews),
    viewAllHref: hrefOf("en", "news"),
  },
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: "News" });
    await expect(within(section).getAllByRole("listitem")).toHaveLength(3);
    const viewAll = canvas.getByRole("link", { name: "View all: News" });
    await expect(viewAll).toHaveAttribute("href", "/en/news");
    await expect(viewAll).toHaveTextContent("View all");
    await expect(canvas.getByText("May 5, 2025")).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: {
    heading: arMedia.news.title,
    items: newsItems("ar", arNews),
    viewAllHref: hrefOf("ar", "news"),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: `عرض الكل: ${arMedia.news.title}` }),
    ).toHaveAttribute("href", "/ar/الأخبار");
    await expect(canvas.getByText("5 مايو 2025")).toBeVisible();
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** The blog list, with authors, on the muted band. */
export const BlogEnglish: Story = {
  globals: { locale: "en" },
  args: {
    heading: enMedia.blogs.title,
    items: blogItems("en", enBlogs),
    viewAllHref: hrefOf("en", "blogs"),
    tone: "muted",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "View all: Blog" })).toHaveAttribute(
      "href",
      "/en/blogs",
    );
  },
};

export const BlogArabic: Story = {
  globals: { locale: "ar" },
  args: {
    heading: arMedia.blogs.title,
    items: blogItems("ar", arBlogs),
    viewAllHref: hrefOf("ar", "blogs"),
    tone: "muted",
  },
};
