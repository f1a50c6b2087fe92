import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { loggedOutPlay, togglesPlay } from "../shared/toggleStories";
import { SaveToggle } from "./SaveToggle";

const labels = { off: "action.save", on: "action.saved" } as const;

const meta = {
  title: "Comics/SaveToggle",
  component: SaveToggle,
  args: { loggedIn: true, loginHref: "/en/login", onPressedChange: fn() },
} satisfies Meta<typeof SaveToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: togglesPlay("en", labels),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { loginHref: "/ar/login" },
  play: togglesPlay("ar", labels),
};

export const SavedEnglish: Story = {
  globals: { locale: "en" },
  args: { defaultPressed: true },
  play: togglesPlay("en", labels, true),
};

export const SavedArabic: Story = {
  globals: { locale: "ar" },
  args: { defaultPressed: true, loginHref: "/ar/login" },
  play: togglesPlay("ar", labels, true),
};

/** A visitor presses it: the log-in prompt appears and nothing is saved. */
export const LoggedOutEnglish: Story = {
  globals: { locale: "en" },
  args: { loggedIn: false },
  play: loggedOutPlay("en", labels),
};

export const LoggedOutArabic: Story = {
  globals: { locale: "ar" },
  args: { loggedIn: false, loginHref: "/ar/login" },
  play: loggedOutPlay("ar", labels),
};

export const LoggedOutMobileArabic: Story = {
  ...LoggedOutArabic,
  parameters: { viewport: "mobile" },
};
