import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { homePages as arHome } from "../../../../../apps/site/src/content/ar/home";
import { homePages as enHome } from "../../../../../apps/site/src/content/en/home";
import { pick } from "../../sections/shared/storyHelpers";
import { Box } from "./Box";

const enCta = pick(enHome.home.sections, "cta");
const arCta = pick(arHome.home.sections, "cta");

const meta = {
  title: "Primitives/Box",
  component: Box,
  args: {
    as: "aside",
    background: "brand",
    paddingBlock: "lg",
    paddingInline: "xl",
    radius: "lg",
    children: enCta.body,
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
  args: { children: arCta.body },
};

export const MutedCentredEnglish: Story = {
  globals: { locale: "en" },
  args: { background: "muted", textAlign: "center", children: enCta.heading },
};
