import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { homePages as arHome } from "../../../../../apps/site/src/content/ar/home";
import { homePages as enHome } from "../../../../../apps/site/src/content/en/home";
import { pick, props } from "../shared/storyHelpers";
import { ClientWall } from "./ClientWall";

const en = pick(enHome.home.sections, "clients");
const ar = pick(arHome.home.sections, "clients");

const meta = {
  title: "Sections/ClientWall",
  component: ClientWall,
  args: props(en),
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
  args: props(ar),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(ar.items.length);
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };
