import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { NotificationData } from "../NotificationItem/NotificationItem";
import { text } from "../shared/storyHelpers";
import { NotificationList } from "./NotificationList";

const comicName = { en: "Sand Lantern", ar: "فانوس الرمل" } as const;
const openComic = (locale: Locale) =>
  text(locale, "comics.notifications.openComic").replace("{comic}", comicName[locale]);

const notificationsIn = (locale: Locale): NotificationData[] => [
  {
    id: "n3",
    message: text(locale, "comics.notice.published"),
    dateTime: "2025-05-07T09:15",
    read: false,
    link: { href: "#sand-lantern", label: openComic(locale) },
  },
  {
    id: "n2",
    message: text(locale, "comics.notice.received"),
    dateTime: "2025-05-05T14:30",
    read: false,
  },
  {
    id: "n1",
    message: text(locale, "comics.notice.translatorApplication"),
    dateTime: "2025-04-28T18:05",
    read: true,
  },
];

const meta = {
  title: "Comics/NotificationList",
  component: NotificationList,
  args: { notifications: notificationsIn("en"), onMarkRead: fn(), onMarkAllRead: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "48rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

const counts = {
  en: ["2 unread notifications", "1 unread notification", "0 unread notifications"],
  ar: ["إشعاران غير مقروءين", "إشعار واحد غير مقروء", "لا توجد إشعارات غير مقروءة"],
} as const;

/** Mark one read, then all: the count follows, focus stays in the list. */
const marks =
  (locale: Locale): Story["play"] =>
  async ({ canvas, args }) => {
    const [two, one, none] = counts[locale];
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent(two);
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(3);

    const first = items[0] as HTMLElement;
    // Where a notification leads goes with it.
    await expect(within(first).getByRole("link", { name: openComic(locale) })).toHaveAttribute(
      "href",
      "#sand-lantern",
    );
    await userEvent.click(
      within(first).getByRole("button", { name: text(locale, "comics.notifications.markRead") }),
    );
    await waitFor(() => expect(status).toHaveTextContent(one));
    await expect(args.onMarkRead).toHaveBeenCalledWith("n3");
    await expect(within(first).queryByRole("button")).toBeNull();

    await userEvent.click(
      canvas.getByRole("button", { name: text(locale, "comics.notifications.markAllRead") }),
    );
    await waitFor(() => expect(status).toHaveTextContent(none));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await expect(
      canvas.getByRole("heading", { name: text(locale, "comics.notifications.title") }),
    ).toHaveFocus();
  };

export const English: Story = { globals: { locale: "en" }, play: marks("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { notifications: notificationsIn("ar") },
  play: marks("ar"),
};

export const UnreadEnglish: Story = { globals: { locale: "en" } };

export const UnreadArabic: Story = {
  globals: { locale: "ar" },
  args: { notifications: notificationsIn("ar") },
};

export const EmptyArabic: Story = {
  globals: { locale: "ar" },
  args: { notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("ar", "comics.notifications.empty"))).toBeVisible();
  },
};

export const MobileArabic: Story = {
  ...UnreadArabic,
  parameters: { viewport: "mobile" },
};
