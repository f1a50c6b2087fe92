import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Badge } from "../Badge/Badge";
import { clients } from "./fixtures";
import { Inline } from "./Inline";

const badges = (names: readonly string[]) =>
  names.map((client) => (
    <li key={client}>
      <Badge tone="outline">{client}</Badge>
    </li>
  ));

const meta = {
  title: "Primitives/Inline",
  component: Inline,
  args: { as: "ul", gap: "xs", children: badges(clients.en) },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(12);
    await expect(getComputedStyle(list).flexWrap).toBe("wrap");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { children: badges(clients.ar) },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };
