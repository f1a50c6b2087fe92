import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { genreLabel } from "../comicMeta/comicMeta";
import { cardsIn } from "../comicMeta/storyFixtures";
import { text } from "../shared/storyHelpers";
import { PopularComics } from "./PopularComics";

const cards = (locale: Locale) => cardsIn(locale, (genre) => text(locale, genreLabel(genre)));

const meta = {
  title: "Comics/PopularComics",
  component: PopularComics,
  args: { comics: cards("en"), label: "Popular" },
} satisfies Meta<typeof PopularComics>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid =
  (columns: number): Story["play"] =>
  async ({ canvas, args }) => {
    const list = canvas.getByRole("list", { name: args.label });
    await expect(list.children).toHaveLength(5);
    await expect(within(list).getAllByRole("heading", { level: 3 })).toHaveLength(5);
    // Columns: cards on the first row share one top edge.
    const tops = [...list.children].map((card) => card.getBoundingClientRect().top);
    await expect(tops.filter((top) => top === tops[0])).toHaveLength(columns);
  };

export const English: Story = { globals: { locale: "en" }, play: grid(5) };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { comics: cards("ar"), label: "الأكثر شعبية" },
  play: async (context) => {
    await grid(5)?.(context);
    await expect(context.canvas.getByRole("link", { name: "Harbor Lights" })).toBeVisible();
  },
};

export const MobileArabic: Story = {
  ...Arabic,
  parameters: { viewport: "mobile" },
  play: grid(2),
};
