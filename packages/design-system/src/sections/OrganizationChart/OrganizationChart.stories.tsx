import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { organization } from "./fixtures";
import { OrganizationChart } from "./OrganizationChart";

const meta = {
  title: "Sections/OrganizationChart",
  component: OrganizationChart,
  args: organization.en,
} satisfies Meta<typeof OrganizationChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const tree = canvas.getByRole("list", { name: "Organization chart" });
    // 1 assembly + 1 board + 4 under the board + 4 sectors + 12 units + 1 internal audit.
    await expect(within(tree).getAllByRole("listitem")).toHaveLength(23);
    const ceo = canvas.getByText("Chief Executive Officer").closest("li");
    await expect(ceo).not.toBeNull();
    // The CEO's units are a nested list inside the CEO's item.
    await expect(within(ceo as HTMLElement).getAllByRole("list")).toHaveLength(5);
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: organization.ar,
  play: async ({ canvas }) => {
    const tree = canvas.getByRole("list", { name: "الهيكل التنظيمي" });
    await expect(within(tree).getAllByRole("listitem")).toHaveLength(23);
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };
export const MobileEnglish: Story = { ...English, parameters: { viewport: "mobile" } };
