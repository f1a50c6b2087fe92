import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { text } from "../shared/storyHelpers";
import { ProtectedStars } from "./ProtectedStars";

const loginHref = (locale: Locale) =>
  `/${locale}/login?next=${encodeURIComponent(`/${locale}/translators/layla`)}`;

const meta = {
  title: "Comics/ProtectedStars",
  component: ProtectedStars,
  args: { loginHref: loginHref("en") },
} satisfies Meta<typeof ProtectedStars>;

export default meta;
type Story = StoryObj<typeof meta>;

const rate = (locale: Locale, value: number) =>
  text(locale, "form.rating.rate").replace("{value}", String(value));

/** By the keyboard alone: Tab to the stars, Space chooses, an arrow moves; each asks to log in. */
const chooseByKeyboard =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: text(locale, "comics.page.yourRating") });
    await expect(within(group).getAllByRole("radio")).toHaveLength(5);
    await expect(canvas.queryByRole("alert")).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: rate(locale, 1) })).toHaveFocus();
    await userEvent.keyboard(" ");
    const prompt = await canvas.findByRole("alert");
    await expect(prompt).toHaveTextContent(text(locale, "error.loginRequired"));
    await expect(within(prompt).getByRole("link")).toHaveAttribute("href", loginHref(locale));
    await expect(group).toHaveAccessibleDescription(
      expect.stringContaining(text(locale, "error.loginRequired")),
    );
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: rate(locale, 4) })).toBeChecked();
    await expect(canvas.getAllByRole("alert")).toHaveLength(1);
  };

export const English: Story = { globals: { locale: "en" }, play: chooseByKeyboard("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { loginHref: loginHref("ar") },
  play: chooseByKeyboard("ar"),
};

/** Before any choice: five empty stars under their label, no prompt. */
export const UntouchedArabic: Story = {
  globals: { locale: "ar" },
  args: { loginHref: loginHref("ar") },
};
