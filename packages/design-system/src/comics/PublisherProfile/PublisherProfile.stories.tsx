import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FollowToggle } from "../FollowToggle/FollowToggle";
import { coverSrc, text } from "../shared/storyHelpers";
import { PublisherProfile, type PublisherProfileProps } from "./PublisherProfile";

const comicsIn = (locale: Locale): PublisherProfileProps["comics"] => {
  const ar = locale === "ar";
  return [
    {
      id: "c1",
      name: ar ? "ساعي الليل" : "The Night Courier",
      href: `/${locale}/comics/the-night-courier`,
      coverSrc,
      genre: ar ? "مغامرات" : "Adventure",
      status: "ongoing",
      rating: 4.5,
      views: 12840,
      chapters: 24,
    },
    {
      id: "c2",
      name: ar ? "حارسة الصحراء" : "Desert Warden",
      href: `/${locale}/comics/desert-warden`,
      coverSrc,
      genre: ar ? "خيال" : "Fantasy",
      status: "completed",
      rating: 4.1,
      views: 5310,
      chapters: 11,
    },
    {
      id: "c3",
      name: ar ? "مدينة الفوانيس" : "City of Lanterns",
      href: `/${locale}/comics/city-of-lanterns`,
      coverSrc,
      genre: ar ? "غموض" : "Mystery",
      status: "ongoing",
      rating: 3.9,
      views: 870,
      chapters: 7,
    },
  ];
};

const publisherIn = (locale: Locale) => {
  const ar = locale === "ar";
  return {
    name: ar ? "دار الأفق" : "Horizon House",
    country: ar ? "الأردن" : "Jordan",
    description: ar
      ? "دار نشر مستقلة تقدّم القصص المصورة العربية والمترجمة لقرّاء من كل الأعمار."
      : "An independent house publishing Arabic and translated comics for readers of all ages.",
    loginHref: `/${locale}/login`,
    comics: comicsIn(locale),
    follow: <FollowToggle loggedIn loginHref={`/${locale}/login`} onPressedChange={fn()} />,
  };
};

const meta = {
  title: "Comics/PublisherProfile",
  component: PublisherProfile,
  args: {
    ...publisherIn("en"),
    founded: "2012-03-15",
    seriesCount: 3,
    followers: 840,
    signedIn: true,
  },
} satisfies Meta<typeof PublisherProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

const dates = { en: "March 15, 2012", ar: "15 مارس 2012" } as const;

/** Facts, the founding date as a `<time>`, follow by keyboard, and the comics' cards. */
const shows =
  (locale: Locale): Story["play"] =>
  async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: args.name })).toBeVisible();
    await expect(canvas.getByText(args.country)).toBeVisible();
    const founded = canvas.getByText(dates[locale]);
    await expect(founded.tagName).toBe("TIME");
    await expect(founded).toHaveAttribute("datetime", "2012-03-15");
    const follow = canvas.getByRole("button", { name: text(locale, "action.follow") });
    follow.focus();
    await userEvent.keyboard(" ");
    await waitFor(() => expect(follow).toHaveAttribute("aria-pressed", "true"));
    const series = canvas.getByRole("heading", {
      level: 2,
      name: text(locale, "comics.publisher.series"),
    });
    const grid = (series.parentElement as HTMLElement).querySelector(":scope > ul") as HTMLElement;
    const cards = Array.from(grid.children);
    await expect(cards).toHaveLength(3);
    await expect(cards.every((card) => card.tagName === "LI")).toBe(true);
    await expect(within(cards[0] as HTMLElement).getByRole("heading", { level: 3 })).toBeVisible();
  };

export const English: Story = { globals: { locale: "en" }, play: shows("en") };
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { ...publisherIn("ar"), followers: 3 },
  play: shows("ar"),
};

/** A visitor: Follow asks to log in; no series yet. */
export const VisitorEnglish: Story = {
  globals: { locale: "en" },
  args: { signedIn: false, comics: [], seriesCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("en", "comics.publisher.noSeries"))).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Follow" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      text("en", "error.loginRequired"),
    );
  },
};

/** On a phone: the header stacks, centred; two cards a row. */
export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { ...publisherIn("ar"), followers: 3 },
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("img", { name: /غلاف/ });
    const a = (first as HTMLElement).getBoundingClientRect();
    const b = (second as HTMLElement).getBoundingClientRect();
    await expect(Math.round(a.top)).toBe(Math.round(b.top));
    await expect(a.left).toBeGreaterThan(b.left);
  },
};
