import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { imageSettled } from "../../components/Picture/fixtures";
import { blogPosts, latestNews, latestNewsWithImages } from "./fixtures";
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

/** Every card with a picture: same height in a row, lazy, sized for the grid's columns. */
export const WithImagesEnglish: Story = {
  globals: { locale: "en" },
  args: latestNewsWithImages.en,
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll("img")];
    await expect(images).toHaveLength(3);
    for (const image of images) {
      await expect(image).toHaveAttribute("loading", "lazy");
      await imageSettled(image);
    }
    const sizes = canvasElement.querySelector("source")?.getAttribute("sizes");
    await expect(sizes).toContain("24rem");
    const tops = images.map((image) => image.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

export const WithImagesArabic: Story = {
  globals: { locale: "ar" },
  args: latestNewsWithImages.ar,
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll("img")];
    for (const image of images) await imageSettled(image);
    // The first item at the inline start: the right in Arabic.
    const [first, second] = images.map((image) => image.getBoundingClientRect());
    if (!first || !second) throw new Error("missing pictures");
    await expect(first.left).toBeGreaterThan(second.right);
  },
};

export const WithImagesMobileArabic: Story = {
  ...WithImagesArabic,
  parameters: { viewport: "mobile" },
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll("img")];
    for (const image of images) await imageSettled(image);
    // One column: each picture under the previous card.
    const [first, second] = images.map((image) => image.getBoundingClientRect());
    if (!first || !second) throw new Error("missing pictures");
    await expect(second.top).toBeGreaterThan(first.bottom);
  },
};
