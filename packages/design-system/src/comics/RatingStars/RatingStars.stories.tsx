import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { RatingStars } from "./RatingStars";

const meta = {
  title: "Comics/RatingStars",
  component: RatingStars,
  args: { value: 3.5 },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "3.5 out of 5 stars" })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    // Latin digits in Arabic too; the partial star fills from the right.
    await expect(canvas.getByRole("img", { name: "3.5 من 5 نجوم" })).toBeVisible();
  },
};

/** Fractions round to a tenth; the value is clamped to 0–5. */
export const PartialEnglish: Story = {
  globals: { locale: "en" },
  args: { value: 4.26 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "4.3 out of 5 stars" })).toBeVisible();
  },
};

export const PartialArabic: Story = {
  globals: { locale: "ar" },
  args: { value: 1.75 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "1.8 من 5 نجوم" })).toBeVisible();
  },
};
