import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { coverSrc, text } from "../shared/storyHelpers";
import { type ComicNotifications, NotificationsScreen } from "./NotificationsScreen";

const groupsIn = (locale: Locale): ComicNotifications[] => {
  const ar = locale === "ar";
  return [
    {
      comicId: "night-courier",
      comicName: ar ? "ساعي الليل" : "The Night Courier",
      comicHref: `/${locale}/comics/the-night-courier`,
      coverSrc,
      notifications: [
        {
          id: "n3",
          chapterNumber: 13,
          language: ar ? "arabic" : "english",
          dateTime: "2025-05-07T09:15",
          read: false,
          href: `/${locale}/comics/the-night-courier/13`,
        },
        {
          id: "n2",
          chapterNumber: 12,
          language: "french",
          dateTime: "2025-05-01T18:30",
          read: true,
          href: `/${locale}/comics/the-night-courier/12`,
        },
      ],
    },
    {
      comicId: "desert-warden",
      comicName: ar ? "حارسة الصحراء" : "Desert Warden",
      comicHref: `/${locale}/comics/desert-warden`,
      coverSrc,
      notifications: [
        {
          id: "n1",
          chapterNumber: 4,
          language: ar ? "arabic" : "english",
          dateTime: "2025-05-05T14:30",
          read: false,
          href: `/${locale}/comics/desert-warden/4`,
        },
      ],
    },
  ];
};

const meta = {
  title: "Comics/NotificationsScreen",
  component: NotificationsScreen,
  args: { groups: groupsIn("en"), onMarkRead: fn(), onMarkAllRead: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "48rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const counts = {
  en: ["2 unread notifications", "1 unread notification", "0 unread notifications"],
  ar: ["إشعاران غير مقروءين", "إشعار واحد غير مقروء", "لا توجد إشعارات غير مقروءة"],
} as const;

const chapter = (locale: Locale, number: number) =>
  text(locale, "comics.notifications.newChapter").replace("{number}", String(number));

/**
 * A heading per comic linking to it; opening a chapter (Enter) marks it read, in words; "Mark all
 * as read" reads the rest and keeps the focus on the page's heading.
 */
const reads =
  (locale: Locale): Story["play"] =>
  async ({ canvas, canvasElement, args }) => {
    // The story stays on its page: the links' navigation is held, their handlers still run.
    canvasElement.addEventListener("click", (event) => event.preventDefault());
    const [two, one, none] = counts[locale];
    const [courier] = groupsIn(locale);
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent(two);
    const comic = canvas.getByRole("heading", { level: 2, name: courier?.comicName });
    await expect(within(comic).getByRole("link")).toHaveAttribute("href", courier?.comicHref);

    const link = canvas.getByRole("link", { name: chapter(locale, 13) });
    await expect(link).toHaveAttribute("href", `/${locale}/comics/the-night-courier/13`);
    const item = link.closest("li") as HTMLElement;
    await expect(item).toHaveTextContent(text(locale, "comics.notifications.unread"));
    link.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onMarkRead).toHaveBeenCalledWith("n3");
    await waitFor(() => expect(status).toHaveTextContent(one));
    await expect(
      within(item).getByText(text(locale, "comics.notifications.read")),
    ).toBeInTheDocument();

    // Already read: opening it again tells nobody.
    await userEvent.click(canvas.getByRole("link", { name: chapter(locale, 12) }));
    await expect(args.onMarkRead).toHaveBeenCalledOnce();

    await userEvent.click(
      canvas.getByRole("button", { name: text(locale, "comics.notifications.markAllRead") }),
    );
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await waitFor(() => expect(status).toHaveTextContent(none));
    await expect(canvas.queryByText(text(locale, "comics.notifications.unread"))).toBeNull();
    await expect(
      canvas.getByRole("heading", { level: 1, name: text(locale, "comics.notifications.title") }),
    ).toHaveFocus();
  };

export const English: Story = { globals: { locale: "en" }, play: reads("en") };
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { groups: groupsIn("ar") },
  play: reads("ar"),
};

/** As the reader finds them: two unread, one read. */
export const UnreadArabic: Story = {
  globals: { locale: "ar" },
  args: { groups: groupsIn("ar") },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("غير مقروء")).toHaveLength(2);
    await expect(canvas.getByText("الفرنسية")).toBeVisible();
  },
};

export const EmptyEnglish: Story = {
  globals: { locale: "en" },
  args: { groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("en", "comics.notifications.empty"))).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** On a phone each notification takes two lines. */
export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { groups: groupsIn("ar") },
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    // The language and time wrap under the chapter's link.
    const link = canvas.getByRole("link", { name: "فصل جديد رقم 13" });
    const time = (link.closest("li") as HTMLElement).querySelector("time") as HTMLElement;
    await expect(time.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      link.getBoundingClientRect().bottom,
    );
  },
};

const noticesIn = (locale: Locale) => [
  {
    id: "t1",
    message: text(locale, "comics.notifications.translatorApproved"),
    dateTime: "2025-05-08T10:00",
    read: false,
  },
  {
    id: "r1",
    message: text(locale, "comics.notifications.comicAdded").replace(
      "{comic}",
      locale === "ar" ? "ساعي الليل" : "The Night Courier",
    ),
    dateTime: "2025-05-06T08:30",
    read: true,
    link: {
      href: `/${locale}/comics/the-night-courier`,
      label: text(locale, "comics.notifications.openComic").replace(
        "{comic}",
        locale === "ar" ? "ساعي الليل" : "The Night Courier",
      ),
    },
  },
];

/** Notices about the account come first, under their own heading; one is marked read. */
const accountNotices =
  (locale: Locale): Story["play"] =>
  async ({ canvas, args }) => {
    const heading = canvas.getByRole("heading", {
      level: 2,
      name: text(locale, "comics.notifications.account"),
    });
    const section = heading.closest("section") as HTMLElement;
    await expect(within(section).getAllByRole("listitem")).toHaveLength(2);
    await expect(
      within(section).getByRole("link", { name: noticesIn(locale)[1]?.link?.label }),
    ).toHaveAttribute("href", `/${locale}/comics/the-night-courier`);
    await userEvent.click(
      within(section).getByRole("button", { name: text(locale, "comics.notifications.markRead") }),
    );
    await expect(args.onMarkRead).toHaveBeenCalledWith("t1");
  };

export const AccountNoticesEnglish: Story = {
  globals: { locale: "en" },
  args: { notices: noticesIn("en"), groups: groupsIn("en") },
  play: accountNotices("en"),
};

export const AccountNoticesArabic: Story = {
  globals: { locale: "ar" },
  args: { notices: noticesIn("ar"), groups: groupsIn("ar") },
  play: accountNotices("ar"),
};

/** Desert Warden's chapter 4 is published, its pages still being drawn: words, no link. */
const withPreparing = (locale: Locale): ComicNotifications[] =>
  groupsIn(locale).map((group) => ({
    ...group,
    notifications: group.notifications.map(({ href, ...item }) =>
      item.id === "n1" ? item : { ...item, href },
    ),
  }));

const preparing =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const words = canvas.getByText(chapter(locale, 4));
    const item = words.closest("li") as HTMLElement;
    await expect(within(item).queryByRole("link")).toBeNull();
    await expect(within(item).getByText(text(locale, "comics.chapters.preparing"))).toBeVisible();
    await expect(canvas.getByRole("link", { name: chapter(locale, 13) })).toBeVisible();
  };

export const BeingPreparedEnglish: Story = {
  globals: { locale: "en" },
  args: { groups: withPreparing("en") },
  play: preparing("en"),
};

export const BeingPreparedArabic: Story = {
  globals: { locale: "ar" },
  args: { groups: withPreparing("ar") },
  play: preparing("ar"),
};
