import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { homePages as arHome } from "../../../../../apps/site/src/content/ar/home";
import { homePages as enHome } from "../../../../../apps/site/src/content/en/home";
import { pick } from "../../sections/shared/storyHelpers";
import { Badge } from "../Badge/Badge";
import { Inline } from "./Inline";

const clients = (section: { items: readonly string[] }) =>
  section.items.map((client) => (
    <li key={client}>
      <Badge tone="outline">{client}</Badge>
    </li>
  ));

const meta = {
  title: "Primitives/Inline",
  component: Inline,
  args: { as: "ul", gap: "xs", children: clients(pick(enHome.home.sections, "clients")) },
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
  args: { children: clients(pick(arHome.home.sections, "clients")) },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };
