import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Box } from "./Box";
import { callToAction } from "./fixtures";

const meta = {
  title: "Primitives/Box",
  component: Box,
  args: {
    as: "aside",
    background: "brand",
    paddingBlock: "lg",
    paddingInline: "xl",
    radius: "lg",
    children: callToAction.en.body,
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("complementary");
    await expect(getComputedStyle(box).paddingInlineStart).toBe("32px");
    await expect(getComputedStyle(box).paddingBlockStart).toBe("24px");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { children: callToAction.ar.body },
};

export const MutedCentredEnglish: Story = {
  globals: { locale: "en" },
  args: { background: "muted", textAlign: "center", children: callToAction.en.heading },
};
