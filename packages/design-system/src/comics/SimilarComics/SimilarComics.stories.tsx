import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { genreLabel } from "../comicMeta/comicMeta";
import { cardsIn } from "../comicMeta/storyFixtures";
import { text } from "../shared/storyHelpers";
import { SimilarComics } from "./SimilarComics";

const cards = (locale: Locale) =>
  cardsIn(locale, (genre) => text(locale, genreLabel(genre))).slice(1, 5);

const meta = {
  title: "Comics/SimilarComics",
  component: SimilarComics,
  args: { comics: cards("en") },
} satisfies Meta<typeof SimilarComics>;

export default meta;
type Story = StoryObj<typeof meta>;

const similar =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: text(locale, "comics.detail.similar") });
    await expect(within(region).getByRole("heading", { level: 2 })).toBeVisible();
    await expect(within(region).getAllByRole("heading", { level: 3 })).toHaveLength(4);
  };

export const English: Story = { globals: { locale: "en" }, play: similar("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { comics: cards("ar") },
  play: similar("ar"),
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

export const NoneEnglish: Story = {
  globals: { locale: "en" },
  args: { comics: [] },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};
