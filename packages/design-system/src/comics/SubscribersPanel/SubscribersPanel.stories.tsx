import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { text } from "../shared/storyHelpers";
import { SubscribersPanel } from "./SubscribersPanel";

const meta = {
  title: "Comics/SubscribersPanel",
  component: SubscribersPanel,
  args: { counts: { active: 128, pending: 7, unsubscribed: 12 }, exportHref: "#export" },
} satisfies Meta<typeof SubscribersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three counts as terms and values, and the export as a download link. */
const panel =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const terms = canvas.getAllByRole("term").map((term) => term.textContent);
    await expect(terms).toEqual([
      text(locale, "review.subscribers.active"),
      text(locale, "review.subscribers.pending"),
      text(locale, "review.subscribers.unsubscribed"),
    ]);
    await expect(canvas.getAllByRole("definition").map((value) => value.textContent)).toEqual([
      "128",
      "7",
      "12",
    ]);
    const link = canvas.getByRole("link", { name: text(locale, "review.subscribers.export") });
    await expect(link).toHaveAttribute("download");
  };

export const English: Story = { globals: { locale: "en" }, play: panel("en") };
export const Arabic: Story = { globals: { locale: "ar" }, play: panel("ar") };
