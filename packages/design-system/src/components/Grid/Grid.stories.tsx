import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Card } from "../Card/Card";
import { reasons } from "./fixtures";
import { Grid } from "./Grid";

const cards = (items: readonly { title: string; body: string }[]) =>
  items.map((item) => (
    <Card as="li" key={item.title}>
      <strong>{item.title}</strong>
      <span>{item.body}</span>
    </Card>
  ));

const meta = {
  title: "Primitives/Grid",
  component: Grid,
  args: { as: "ul", children: cards(reasons.en) },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1 column on phones, 2 from 768 px, 3 from 1024 px. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(6);
    await expect(getComputedStyle(list).gridTemplateColumns.split(" ")).toHaveLength(3);
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { children: cards(reasons.ar) },
};

export const MobileArabic: Story = {
  ...Arabic,
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    await expect(
      getComputedStyle(canvas.getByRole("list")).gridTemplateColumns.split(" "),
    ).toHaveLength(1);
  },
};

export const FourColumnsEnglish: Story = {
  globals: { locale: "en" },
  args: { columns: { mobile: 2, tablet: 3, desktop: 4 }, gap: "md" },
};
