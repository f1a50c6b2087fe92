import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { CtaBand } from "./CtaBand";
import { callToAction } from "./fixtures";

const { en, ar } = callToAction;

const meta = {
  title: "Sections/CtaBand",
  component: CtaBand,
  args: en,
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: en.heading })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Talk to our team" })).toHaveAttribute(
      "href",
      en.href,
    );
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: ar,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: ar.action })).toHaveAttribute("href", ar.href);
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };
