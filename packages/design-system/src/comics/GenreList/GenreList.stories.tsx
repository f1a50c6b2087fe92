import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { genreLinksIn } from "../comicMeta/storyFixtures";
import { GenreList } from "./GenreList";

const meta = {
  title: "Comics/GenreList",
  component: GenreList,
  args: { genres: genreLinksIn("en"), label: "Genres" },
} satisfies Meta<typeof GenreList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(8);
    await expect(canvas.getByRole("link", { name: "Action 12 comics" })).toHaveAttribute(
      "href",
      "/en/comics/search?genre=action",
    );
    await expect(canvas.getByRole("link", { name: "Comedy 1 comic" })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { genres: genreLinksIn("ar"), label: "التصنيفات" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "أكشن 12 قصة" })).toHaveAttribute(
      "href",
      "/ar/comics/search?genre=action",
    );
    // Arabic plural categories: one, two, few.
    await expect(canvas.getByRole("link", { name: /قصة واحدة$/ })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /قصتان$/ })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /3 قصص$/ })).toBeVisible();
  },
};
