import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { history } from "./fixtures";
import { Timeline } from "./Timeline";

const { en, ar } = history;

const meta = {
  title: "Sections/Timeline",
  component: Timeline,
  args: en,
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list");
    await expect(list.tagName).toBe("OL");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(en.items.length);
    await expect(canvas.getAllByRole("heading", { level: 3 })[0]).toHaveTextContent(
      "A metal workshop opens in Al Qassim",
    );
    await expect(canvas.getByText("2017")).toHaveAttribute("datetime", "2017");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: ar,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(ar.heading ?? "");
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(ar.items.length);
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** On the brand band (`tone="brand"`): every text light on the navy ground (axe checks its contrast). */
export const BrandEnglish: Story = {
  globals: { locale: "en" },
  args: { tone: "brand" },
};
