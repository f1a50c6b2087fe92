import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { FollowToggle } from "../FollowToggle/FollowToggle";
import { portraitSrc } from "../shared/storyHelpers";
import { TranslatorCard } from "./TranslatorCard";

const meta = {
  title: "Comics/TranslatorCard",
  component: TranslatorCard,
  args: {
    name: "Layla Hassan",
    photoSrc: portraitSrc,
    level: "Professional",
    languages: ["arabic", "english", "french"],
    rating: 4.6,
    translationQuality: 4.8,
    imageClarity: 4.2,
    followers: 1520,
    action: <FollowToggle loggedIn loginHref="/en/login" onPressedChange={fn()} />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "24rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TranslatorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Layla Hassan" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Photo of Layla Hassan" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "4.8 out of 5 stars" })).toBeVisible();
    await expect(canvas.getByText("French")).toBeVisible();
    await expect(canvas.getByText("1,520 followers")).toBeVisible();
    const follow = canvas.getByRole("button", { name: "Follow" });
    await userEvent.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute("aria-pressed", "true"));
    await expect(follow).toHaveAccessibleName("Following");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: {
    name: "ليلى حسن",
    level: "محترف",
    followers: 12,
    action: <FollowToggle loggedIn loginHref="/ar/login" onPressedChange={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "صورة ليلى حسن" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "4.6 من 5 نجوم" })).toBeVisible();
    await expect(canvas.getByText("12 متابعاً")).toBeVisible();
    const follow = canvas.getByRole("button", { name: "متابعة" });
    await userEvent.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute("aria-pressed", "true"));
    await expect(follow).toHaveAccessibleName("تمت المتابعة");
  },
};

/** A visitor: following asks to log in first. */
export const LoggedOutArabic: Story = {
  globals: { locale: "ar" },
  args: {
    name: "ليلى حسن",
    level: "محترف",
    action: <FollowToggle loggedIn={false} loginHref="/ar/login" />,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "متابعة" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("يجب عليك تسجيل الدخول أولاً");
  },
};

export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: {
    name: "ليلى حسن",
    level: "محترف",
    followers: 2,
    action: <FollowToggle loggedIn defaultPressed loginHref="/ar/login" />,
  },
  parameters: { viewport: "mobile" },
};
