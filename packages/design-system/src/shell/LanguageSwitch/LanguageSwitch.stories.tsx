import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { textContrast } from "../../layouts/contrast";
import { vars } from "../../tokens/theme.css";
import { LanguageSwitch } from "./LanguageSwitch";

const meta = {
  title: "Shell/LanguageSwitch",
  component: LanguageSwitch,
  args: { locale: "en", href: "/ar/اتصل-بنا", onSwitch: fn() },
  // Clicking must not navigate the story away.
  decorators: [
    (Story) => (
      // biome-ignore lint/a11y/noStaticElementInteractions: stops the story navigating, not a control
      // biome-ignore lint/a11y/useKeyWithClickEvents: same
      <div onClick={(event) => event.preventDefault()}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    // Labelled in the target language, in that language.
    const link = canvas.getByRole("link", { name: "العربية" });
    await expect(link).toHaveAttribute("href", "/ar/اتصل-بنا");
    await expect(link).toHaveAttribute("lang", "ar");
    await expect(link).toHaveAttribute("hreflang", "ar");
    await expect(link).toHaveAttribute("title", "Switch the site to Arabic");
    await userEvent.click(link);
    await expect(args.onSwitch).toHaveBeenCalledWith("ar");
    link.blur();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { locale: "ar", href: "/en/contact-us" },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole("link", { name: "English" });
    await expect(link).toHaveAttribute("href", "/en/contact-us");
    await expect(link).toHaveAttribute("lang", "en");
    await expect(link).toHaveAttribute("hreflang", "en");
    await userEvent.click(link);
    await expect(args.onSwitch).toHaveBeenCalledWith("en");
    link.blur();
  },
};

/** On a dark brand bar (the reader's): the label and globe in the bar's light text colour. */
const onDark: Story["decorators"] = [
  (Story) => (
    <div style={{ backgroundColor: vars.color.brandStrong, padding: vars.space.md }}>
      <Story />
    </div>
  ),
];

export const EnglishOnDark: Story = {
  globals: { locale: "en" },
  args: { tone: "dark" },
  decorators: onDark,
  play: async ({ canvas }) => {
    await expect(textContrast(canvas.getByRole("link", { name: "العربية" }))).toBeGreaterThan(7);
  },
};

export const ArabicOnDark: Story = {
  globals: { locale: "ar" },
  args: { locale: "ar", href: "/en/contact-us", tone: "dark" },
  decorators: onDark,
  play: async ({ canvas }) => {
    await expect(textContrast(canvas.getByRole("link", { name: "English" }))).toBeGreaterThan(7);
  },
};
