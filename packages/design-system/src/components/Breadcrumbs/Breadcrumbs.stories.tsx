import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { vars } from "../../tokens/theme.css";
import { Breadcrumbs } from "./Breadcrumbs";
import { trail } from "./fixtures";

const meta = {
  title: "Primitives/Breadcrumbs",
  component: Breadcrumbs,
  args: { items: trail.en },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Breadcrumb" });
    const list = within(nav).getByRole("list");
    await expect(list.tagName).toBe("OL");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/en");
    await expect(within(nav).getByText("Financial statements")).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(nav).queryByRole("link", { name: "Financial statements" })).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { items: trail.ar },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "مسار التنقل" });
    await expect(within(nav).getByText("القوائم المالية")).toHaveAttribute("aria-current", "page");
  },
};

/** On the dark hero band. */
export const OnBrandArabic: Story = {
  ...Arabic,
  args: { ...Arabic.args, tone: "onBrand" },
  decorators: [
    (Story) => (
      <div style={{ padding: vars.space.md, background: vars.color.brand }}>
        <Story />
      </div>
    ),
  ],
};
