import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Breadcrumbs } from "../../components/Breadcrumbs/Breadcrumbs";
import { imageSettled } from "../../components/Picture/fixtures";
import { BlogArticle } from "./BlogArticle";
import { comments, post, postImage, trail } from "./fixtures";

const { en, ar } = post;
const enUrl = en.url;
const arUrl = ar.url;

const meta = {
  title: "Sections/BlogArticle",
  component: BlogArticle,
  args: en,
} satisfies Meta<typeof BlogArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  args: { comments: comments.en },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(en.title);
    await expect(canvas.getByText("March 12, 2025")).toHaveAttribute("datetime", "2025-03-12");
    await expect(canvas.getByText("By Abdulrahman Khalid Al-Shammari")).toBeVisible();
    const share = canvas.getByRole("list", { name: "Share this article" });
    const encoded = encodeURIComponent(enUrl);
    await expect(within(share).getByRole("link", { name: "Share on X" })).toHaveAttribute(
      "href",
      `https://x.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(en.title)}`,
    );
    await expect(within(share).getByRole("link", { name: "Share on LinkedIn" })).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    await expect(within(share).getByRole("link", { name: "Share on Facebook" })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    await expect(
      within(share).getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href"),
    ).toMatch(/^https:\/\/wa\.me\/\?text=/);
    await expect(within(share).getByRole("link", { name: "Share by email" })).toHaveAttribute(
      "href",
      `mailto:?subject=${encodeURIComponent(en.title)}&body=${encoded}`,
    );
    await expect(canvas.getByRole("heading", { level: 2, name: "2 comments" })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { ...ar, comments: comments.ar },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(ar.title);
    await expect(canvas.getByText("12 مارس 2025")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "المشاركة عبر إكس" })).toHaveAttribute(
      "href",
      expect.stringContaining(encodeURIComponent(arUrl)),
    );
    await expect(canvas.getByRole("heading", { level: 2, name: "تعليق واحد" })).toBeVisible();
  },
};

/** No comments yet: the empty state, then the form slot. */
export const EmptyEnglish: Story = {
  globals: { locale: "en" },
  args: {
    comments: [],
    commentForm: <p>(comment form slot)</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No comments yet")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Comments" })).toBeVisible();
    await expect(canvas.queryByRole("list", { name: /comments/i })).toBeNull();
  },
};

export const EmptyArabic: Story = {
  globals: { locale: "ar" },
  args: { ...Arabic.args, comments: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("لا توجد تعليقات بعد")).toBeVisible();
  },
};

export const MobileArabic: Story = {
  ...Arabic,
  parameters: { viewport: "mobile" },
  args: {
    ...Arabic.args,
    breadcrumbs: <Breadcrumbs items={[...trail.ar, { label: ar.title }]} />,
  },
};

/** The post's picture under the title and byline: above the fold, so fetched first. */
export const WithImageEnglish: Story = {
  globals: { locale: "en" },
  args: { comments: comments.en, image: postImage.en },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>("img", { name: postImage.en.alt });
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).toHaveAttribute("decoding", "sync");
    await imageSettled(image);
    const box = image.getBoundingClientRect();
    await expect(box.top).toBeGreaterThan(
      canvas.getByText("By Abdulrahman Khalid Al-Shammari").getBoundingClientRect().bottom,
    );
    await expect(box.bottom).toBeLessThan(canvas.getByText(en.summary).getBoundingClientRect().top);
  },
};

export const WithImageArabic: Story = {
  globals: { locale: "ar" },
  args: { ...ar, comments: comments.ar, image: postImage.ar },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>("img", { name: postImage.ar.alt });
    await imageSettled(image);
    await expect(image.getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByText("بقلم عبدالرحمن خالد الشمري").getBoundingClientRect().bottom,
    );
  },
};

export const WithImageMobileArabic: Story = {
  ...WithImageArabic,
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>("img", { name: postImage.ar.alt });
    await imageSettled(image);
    // The column's full width, the box reserved at the file's 16:10.
    const heading = canvas.getByRole("heading", { level: 1 });
    const box = image.getBoundingClientRect();
    await expect(Math.abs(box.width - heading.getBoundingClientRect().width)).toBeLessThan(1);
    await expect(Math.round((box.width / box.height) * 10)).toBe(16);
  },
};
