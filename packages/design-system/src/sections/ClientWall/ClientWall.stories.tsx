import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ClientWall } from "./ClientWall";
import { clients } from "./fixtures";

const { en, ar } = clients;

const meta = {
  title: "Sections/ClientWall",
  component: ClientWall,
  args: en,
} satisfies Meta<typeof ClientWall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: en.heading });
    const tiles = within(section).getAllByRole("listitem");
    await expect(tiles).toHaveLength(12);
    await expect(tiles[0]).toHaveTextContent("Al Nakheel Food Industries");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: ar,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(ar.items.length);
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };
