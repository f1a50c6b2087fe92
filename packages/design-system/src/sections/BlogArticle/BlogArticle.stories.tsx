import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Breadcrumbs } from "../../components/Breadcrumbs/Breadcrumbs";
import { BlogArticle } from "./BlogArticle";
import { comments, post, trail } from "./fixtures";

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
