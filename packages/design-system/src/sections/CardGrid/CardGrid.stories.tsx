import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CardGrid } from "./CardGrid";
import { divisions } from "./fixtures";

const meta = {
  title: "Sections/CardGrid",
  component: CardGrid,
  args: divisions.en,
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The group's divisions, each card linking to its page. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: "Our divisions" });
    await expect(within(section).getAllByRole("listitem")).toHaveLength(8);
    // Every card links to its page, named by its title.
    for (const item of divisions.en.items) {
      await expect(
        canvas.getByRole("link", { name: `Learn more about ${item.title}` }),
      ).toHaveAttribute("href", item.href);
    }
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: divisions.ar,
  play: async ({ canvas }) => {
    const first = divisions.ar.items[0];
    await expect(
      canvas.getByRole("link", { name: `اعرف المزيد عن ${first?.title}` }),
    ).toHaveAttribute("href", first?.href ?? "");
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(8);
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** Cards without links or a heading: the item titles become h2. */
export const NoHeadingEnglish: Story = {
  globals: { locale: "en" },
  args: {
    heading: undefined,
    items: divisions.en.items.slice(0, 3).map(({ title, body }) => ({ title, body })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};
