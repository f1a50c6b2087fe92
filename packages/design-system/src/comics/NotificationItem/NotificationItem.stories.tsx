import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { text } from "../shared/storyHelpers";
import { NotificationItem, type NotificationItemProps } from "./NotificationItem";

/** Holds the read state as a page would. */
function StatefulItem({ read: initial, onMarkRead, ...rest }: NotificationItemProps) {
  const [read, setRead] = useState(initial);
  return (
    <NotificationItem
      {...rest}
      read={read}
      onMarkRead={() => {
        setRead(true);
        onMarkRead?.();
      }}
    />
  );
}

const meta = {
  title: "Comics/NotificationItem",
  component: NotificationItem,
  render: (args) => <StatefulItem {...args} />,
  args: {
    as: "div",
    message: text("en", "comics.notice.published"),
    dateTime: "2025-05-05T14:30",
    read: false,
    onMarkRead: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "44rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const when = { en: ["May 5, 2025", "2:30 PM"], ar: ["5 مايو 2025", "2:30 م"] } as const;

/** Unread, then marked read: the state changes for sight and for screen readers. */
const marksRead =
  (locale: Locale): Story["play"] =>
  async ({ canvas, args }) => {
    const [date, time] = when[locale];
    await expect(canvas.getByText(date)).toBeVisible();
    await expect(canvas.getByText(time)).toBeVisible();
    await expect(canvas.getByText(text(locale, "comics.notifications.unread"))).toBeVisible();
    const button = canvas.getByRole("button", {
      name: text(locale, "comics.notifications.markRead"),
    });
    await expect(button).toHaveAccessibleDescription(text(locale, "comics.notice.published"));

    await userEvent.click(button);
    await waitFor(() => expect(canvas.queryByRole("button")).toBeNull());
    await expect(args.onMarkRead).toHaveBeenCalledOnce();
    await expect(canvas.queryByText(text(locale, "comics.notifications.unread"))).toBeNull();
    await expect(canvas.getByText(text(locale, "comics.notifications.read"))).toBeInTheDocument();
    // Focus stays on the notification rather than falling back to the page.
    await expect(
      canvas.getByText(text(locale, "comics.notice.published")).parentElement,
    ).toHaveFocus();
  };

export const English: Story = { globals: { locale: "en" }, play: marksRead("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { message: text("ar", "comics.notice.published") },
  play: marksRead("ar"),
};

export const UnreadEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Mark as read" })).toBeVisible();
  },
};

export const UnreadArabic: Story = {
  globals: { locale: "ar" },
  args: { message: text("ar", "comics.notice.published") },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "تحديد كمقروء" })).toBeVisible();
  },
};

export const ReadEnglish: Story = {
  globals: { locale: "en" },
  args: { read: true, message: text("en", "comics.notice.rejected") },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.getByText("Read")).toBeInTheDocument();
  },
};

export const ReadArabic: Story = {
  globals: { locale: "ar" },
  args: { read: true, message: text("ar", "comics.notice.rejected") },
};

export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { message: text("ar", "comics.notice.published") },
  parameters: { viewport: "mobile" },
};

/** A notice that leads somewhere (the comic a request asked for): its link under the message. */
const withLink = (locale: "en" | "ar") => {
  const comic = locale === "ar" ? "ساعي الليل" : "The Night Courier";
  return {
    message: text(locale, "comics.notifications.comicAdded").replace("{comic}", comic),
    link: {
      href: `/${locale}/comics/the-night-courier`,
      label: text(locale, "comics.notifications.openComic").replace("{comic}", comic),
    },
  };
};

export const LinkEnglish: Story = {
  globals: { locale: "en" },
  args: withLink("en"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Read The Night Courier" })).toHaveAttribute(
      "href",
      "/en/comics/the-night-courier",
    );
  },
};

export const LinkArabic: Story = {
  globals: { locale: "ar" },
  args: withLink("ar"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "اقرأ ساعي الليل" })).toHaveAttribute(
      "href",
      "/ar/comics/the-night-courier",
    );
  },
};
