import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { loggedOutPlay, togglesPlay } from "../shared/toggleStories";
import { FollowToggle } from "./FollowToggle";

const labels = { off: "action.follow", on: "action.following" } as const;

const meta = {
  title: "Comics/FollowToggle",
  component: FollowToggle,
  args: { loggedIn: true, loginHref: "/en/login", onPressedChange: fn() },
} satisfies Meta<typeof FollowToggle>;

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

export const FollowingEnglish: Story = {
  globals: { locale: "en" },
  args: { defaultPressed: true },
  play: togglesPlay("en", labels, true),
};

export const FollowingArabic: Story = {
  globals: { locale: "ar" },
  args: { defaultPressed: true, loginHref: "/ar/login" },
  play: togglesPlay("ar", labels, true),
};

/** A visitor presses it: the log-in prompt appears and no one is followed. */
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
