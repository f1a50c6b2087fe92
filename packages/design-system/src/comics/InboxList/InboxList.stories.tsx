import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { storyApplications, storyMessages } from "../ReviewShared/reviewStoryFixtures";
import { text } from "../shared/storyHelpers";
import { InboxList } from "./InboxList";

const meta = {
  title: "Comics/InboxList",
  component: InboxList,
  args: { kind: "messages", entries: storyMessages("en"), total: 2 },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "48rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each message is an article headed by the sender, with its details and text. */
const messages =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 2, name: text(locale, "review.section.messages") }),
    ).toBeVisible();
    const items = canvas.getAllByRole("article");
    await expect(items).toHaveLength(2);
    const [first] = storyMessages(locale);
    const card = within(items[0] as HTMLElement);
    await expect(card.getByRole("heading", { level: 3 })).toHaveAttribute("dir", "auto");
    await expect(card.getByRole("link", { name: first?.fields.email })).toHaveAttribute(
      "href",
      `mailto:${first?.fields.email}`,
    );
    await expect(card.getByText(text(locale, "review.field.subject"))).toBeVisible();
    await expect(card.getByText(first?.message ?? "-")).toHaveAttribute("dir", "auto");
  };

export const English: Story = { globals: { locale: "en" }, play: messages("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { entries: storyMessages("ar") },
  play: messages("ar"),
};

/** An application links its CV as a download. */
const applications =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: new RegExp(text(locale, "review.cv.download")) });
    await expect(link).toHaveAttribute("href", "#cv-a1");
    await expect(link).toHaveAttribute("download");
  };

export const ApplicationsEnglish: Story = {
  globals: { locale: "en" },
  args: { kind: "applications", entries: storyApplications("en"), total: 1 },
  play: applications("en"),
};

export const ApplicationsArabic: Story = {
  globals: { locale: "ar" },
  args: { kind: "applications", entries: storyApplications("ar"), total: 1 },
  play: applications("ar"),
};

export const Empty: Story = {
  globals: { locale: "en" },
  args: { entries: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("en", "review.messages.empty"))).toBeVisible();
  },
};
