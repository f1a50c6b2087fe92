import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { vars } from "../../tokens/theme.css";
import { Container } from "./Container";
import { lead } from "./fixtures";

const meta = {
  title: "Primitives/Container",
  component: Container,
  parameters: { layout: "fullscreen" },
  args: { children: <p style={{ margin: 0 }}>{lead.en}</p> },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.surfaceMuted, paddingBlock: vars.space.md }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const container = canvas.getByText(lead.en).parentElement as HTMLElement;
    // 75rem at most, centred, with inline padding.
    await expect(container.getBoundingClientRect().width).toBeLessThanOrEqual(1200);
    await expect(getComputedStyle(container).paddingInlineStart).toBe("32px");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { children: <p style={{ margin: 0 }}>{lead.ar}</p> },
};

export const MobileArabic: Story = {
  ...Arabic,
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    const container = canvas.getByText(lead.ar).parentElement as HTMLElement;
    await expect(getComputedStyle(container).paddingInlineStart).toBe("16px");
  },
};

export const NarrowEnglish: Story = {
  globals: { locale: "en" },
  args: { width: "narrow" },
};
