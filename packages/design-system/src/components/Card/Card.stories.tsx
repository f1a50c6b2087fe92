import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { aboutPages as arAbout } from "../../../../../apps/site/src/content/ar/about";
import { aboutPages as enAbout } from "../../../../../apps/site/src/content/en/about";
import { pick } from "../../sections/shared/storyHelpers";
import { Card } from "./Card";

const enValue = pick(enAbout.values.sections, "cards").items[0];
const arValue = pick(arAbout.values.sections, "cards").items[0];

const content = (item: { title: string; body: string } | undefined) => (
  <>
    <h3 style={{ margin: 0 }}>{item?.title}</h3>
    <p style={{ margin: 0 }}>{item?.body}</p>
  </>
);

const meta = {
  title: "Primitives/Card",
  component: Card,
  args: { as: "article", children: content(enValue) },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "22rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("article")).toHaveTextContent(enValue?.title ?? "");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { children: content(arValue) },
};

export const Tones: Story = {
  globals: { locale: "en" },
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      <Card {...args} tone="surface" />
      <Card {...args} tone="muted" />
      <Card {...args} tone="brand" />
      <Card {...args} accent />
      <Card {...args} padding="sm" />
    </div>
  ),
};

export const AccentArabic: Story = {
  globals: { locale: "ar" },
  args: { children: content(arValue), accent: true, padding: "lg" },
};
