import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { genreLabel } from "../comicMeta/comicMeta";
import { cardsIn, genreLinksIn, latestIn } from "../comicMeta/storyFixtures";
import { text } from "../shared/storyHelpers";
import { ComicsCatalog } from "./ComicsCatalog";

const argsIn = (locale: Locale) => ({
  latest: latestIn(locale),
  popular: cardsIn(locale, (genre) => text(locale, genreLabel(genre))).slice(0, 4),
  genres: genreLinksIn(locale),
});

const meta = {
  title: "Comics/ComicsCatalog",
  component: ComicsCatalog,
  args: argsIn("en"),
} satisfies Meta<typeof ComicsCatalog>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections =
  (locale: Locale, sideBySide: boolean): Story["play"] =>
  async ({ canvas }) => {
    const names = ["comics.catalog.latest", "comics.catalog.genres", "comics.catalog.popular"];
    const [latest, genres, popular] = names.map((id) =>
      canvas.getByRole("region", { name: text(locale, id as "comics.catalog.latest") }),
    ) as HTMLElement[];
    await expect(within(latest as HTMLElement).getByRole("heading", { level: 2 })).toBeVisible();
    await expect(within(latest as HTMLElement).getAllByRole("listitem")).toHaveLength(4);
    await expect(within(genres as HTMLElement).getAllByRole("link")).toHaveLength(8);
    await expect(within(popular as HTMLElement).getAllByRole("heading", { level: 3 })).toHaveLength(
      4,
    );
    // Wide screens: genres beside the latest chapters; phones: below them.
    const a = (latest as HTMLElement).getBoundingClientRect();
    const b = (genres as HTMLElement).getBoundingClientRect();
    await expect(b.top === a.top).toBe(sideBySide);
  };

export const English: Story = { globals: { locale: "en" }, play: sections("en", true) };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: argsIn("ar"),
  play: async (context) => {
    await sections("ar", true)?.(context);
    // rtl: the genres column is on the left.
    const latest = context.canvas.getByRole("region", { name: "أحدث الفصول" });
    const genres = context.canvas.getByRole("region", { name: "التصنيفات" });
    await expect(genres.getBoundingClientRect().right).toBeLessThan(
      latest.getBoundingClientRect().left,
    );
  },
};

export const MobileEnglish: Story = {
  globals: { locale: "en" },
  parameters: { viewport: "mobile" },
  play: sections("en", false),
};
