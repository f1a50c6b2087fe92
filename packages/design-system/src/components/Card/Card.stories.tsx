import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Card } from "./Card";
import { value } from "./fixtures";

const content = (item: { title: string; body: string }) => (
  <>
    <h3 style={{ margin: 0 }}>{item.title}</h3>
    <p style={{ margin: 0 }}>{item.body}</p>
  </>
);

const meta = {
  title: "Primitives/Card",
  component: Card,
  args: { as: "article", children: content(value.en) },
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
    await expect(canvas.getByRole("article")).toHaveTextContent(value.en.title);
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { children: content(value.ar) },
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
  args: { children: content(value.ar), accent: true, padding: "lg" },
};
