import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Pagination } from "./Pagination";

const meta = {
  title: "Primitives/Pagination",
  component: Pagination,
  args: { page: 5, pageCount: 12, hrefFor: (page: number) => `/en/news?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Pagination" });
    const current = within(nav).getByRole("link", { name: "Page 5" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Page 4" })).not.toHaveAttribute(
      "aria-current",
    );
    await expect(within(nav).getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "/en/news?page=4",
    );
    await expect(within(nav).getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/en/news?page=6",
    );
    // 1 … 4 5 6 … 12 between previous and next.
    await expect(within(nav).getAllByRole("link")).toHaveLength(7);
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { hrefFor: (page: number) => `/ar/الأخبار?page=${page}` },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "التنقل بين الصفحات" });
    await expect(within(nav).getByRole("link", { name: "الصفحة 5" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(nav).getByRole("link", { name: "الصفحة التالية" })).toBeVisible();
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** The first page: no "previous" link. */
export const FirstPageEnglish: Story = {
  globals: { locale: "en" },
  args: { page: 1, pageCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: "Previous page" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};
