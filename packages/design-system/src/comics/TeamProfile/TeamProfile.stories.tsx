import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FollowToggle } from "../FollowToggle/FollowToggle";
import { portraitSrc, text } from "../shared/storyHelpers";
import { TeamProfile, type TeamProfileChapter, type TeamProfileMember } from "./TeamProfile";

const membersIn = (locale: Locale): TeamProfileMember[] => {
  const ar = locale === "ar";
  return [
    {
      id: "u1",
      name: ar ? "هدى سالم" : "Huda Salem",
      href: `/${locale}/translators/huda-salem`,
      photoSrc: portraitSrc,
      role: "leader",
    },
    {
      id: "u2",
      name: ar ? "سامي العتيبي" : "Sami Otaibi",
      href: `/${locale}/translators/sami-otaibi`,
      role: "member",
    },
    // A member who writes their name in the other script, and has no page of their own.
    { id: "u3", name: ar ? "Yuki Tanaka" : "نورة القحطاني", role: "member" },
  ];
};

const chaptersIn = (locale: Locale): TeamProfileChapter[] => {
  const ar = locale === "ar";
  return [
    {
      id: "c1",
      comicName: ar ? "ساعي الليل" : "The Night Courier",
      chapterNumber: 13,
      title: ar ? "الطريق الطويل" : "The Long Road",
      language: text(locale, "language.arabic"),
      publishedAt: "2025-05-07T09:15",
      href: `/${locale}/comics/the-night-courier/13`,
    },
    {
      id: "c2",
      comicName: ar ? "حارسة الصحراء" : "Desert Warden",
      chapterNumber: 4,
      language: text(locale, "language.french"),
      publishedAt: "2025-04-21T12:00",
      href: `/${locale}/comics/desert-warden/4`,
    },
  ];
};

const teamIn = (locale: Locale) => {
  const ar = locale === "ar";
  return {
    name: ar ? "بوم الليل" : "The Night Owls",
    description: ar
      ? "فريق صغير يترجم قصص المغامرات اليابانية والفرنسية إلى العربية، فصلاً كل أسبوع."
      : "A small team translating Japanese and French adventure comics into English, a chapter every week.",
    languages: [text(locale, "language.arabic"), text(locale, "language.english")],
    members: membersIn(locale),
    chapters: chaptersIn(locale),
    loginHref: `/${locale}/login`,
    follow: <FollowToggle loggedIn loginHref={`/${locale}/login`} onPressedChange={fn()} />,
  };
};

/** The paragraph whose whole text is `whole` (its parts in elements of their own). */
const paragraph = (whole: string) => (_: string, element: Element | null) =>
  element?.tagName === "P" && element.textContent === whole;

const meta = {
  title: "Comics/TeamProfile",
  component: TeamProfile,
  args: { ...teamIn("en"), followers: 1520, signedIn: true },
} satisfies Meta<typeof TeamProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The name, languages and counts; follow by keyboard; the about in its own direction; each member
 * with their role; the chapters' links.
 */
const shows =
  (locale: Locale, counts: string): Story["play"] =>
  async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: args.name })).toBeVisible();
    const languages = canvas.getByRole("list", { name: text(locale, "comics.field.languages") });
    await expect(within(languages).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(languages).getByText(args.languages[0] ?? "")).toBeVisible();
    await expect(canvas.getByText(paragraph(counts))).toBeVisible();

    const follow = canvas.getByRole("button", { name: text(locale, "action.follow") });
    follow.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(follow).toHaveAttribute("aria-pressed", "true"));

    await expect(
      canvas.getByRole("heading", { level: 2, name: text(locale, "comics.team.about") }),
    ).toBeVisible();
    await expect(canvas.getByText(args.description)).toHaveAttribute("dir", "auto");

    const members = canvas.getByRole("region", { name: text(locale, "comics.team.members") });
    const rows = within(within(members).getByRole("list")).getAllByRole("listitem");
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(text(locale, "comics.team.role.leader"));
    await expect(rows[1]).toHaveTextContent(text(locale, "comics.team.role.member"));
    const [leader] = args.members;
    await expect(within(members).getByRole("link", { name: leader?.name })).toHaveAttribute(
      "href",
      leader?.href,
    );
    // Only those with a page are links; every name keeps its own direction.
    await expect(within(members).getAllByRole("link")).toHaveLength(2);
    const other = within(rows[2] as HTMLElement).getByText(args.members[2]?.name ?? "");
    await expect(getComputedStyle(other).direction).toBe(locale === "ar" ? "ltr" : "rtl");

    const works = canvas.getByRole("region", { name: text(locale, "comics.translator.works") });
    const links = within(within(works).getByRole("list")).getAllByRole("link");
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute("href", `/${locale}/comics/the-night-courier/13`);
    await expect(links[0]).toHaveTextContent(args.chapters[0]?.title ?? "");
    await expect(within(works).getByText(text(locale, "language.french"))).toBeVisible();
  };

export const English: Story = {
  globals: { locale: "en" },
  play: shows("en", "3 members • 1,520 followers"),
};
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { ...teamIn("ar"), followers: 12 },
  play: shows("ar", "3 أعضاء • 12 متابعاً"),
};

/**
 * A visitor: Follow asks to log in first. A team without words of its own has no about section,
 * and one without chapters says so.
 */
const visitor =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    await expect(
      canvas.queryByRole("heading", { name: text(locale, "comics.team.about") }),
    ).toBeNull();
    await expect(canvas.getByText(text(locale, "comics.translator.noWorks"))).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: text(locale, "action.follow") }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(text(locale, "error.loginRequired"));
    await expect(within(alert).getByRole("link")).toHaveAttribute("href", `/${locale}/login`);
  };

export const VisitorEnglish: Story = {
  globals: { locale: "en" },
  args: { signedIn: false, description: "", chapters: [], followers: 1 },
  play: visitor("en"),
};
export const VisitorArabic: Story = {
  globals: { locale: "ar" },
  args: { ...teamIn("ar"), signedIn: false, description: " ", chapters: [], followers: 0 },
  play: visitor("ar"),
};

/** Within another page: the name an h2, its sections h3. */
export const NestedEnglish: Story = {
  globals: { locale: "en" },
  args: { headingLevel: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole("heading", { level: 1 })).toBeNull();
    await expect(canvas.getByRole("heading", { level: 2, name: args.name })).toBeVisible();
    await expect(
      canvas.getByRole("heading", { level: 3, name: text("en", "comics.team.members") }),
    ).toBeVisible();
  },
};

/** On a phone: one column, the initials above the name, the members before the chapters. */
export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { ...teamIn("ar"), followers: 2 },
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    const name = canvas.getByRole("heading", { level: 1 });
    const members = canvas.getByRole("heading", { level: 2, name: "الأعضاء" });
    const works = canvas.getByRole("heading", { level: 2, name: "الترجمات" });
    await expect(name.getBoundingClientRect().bottom).toBeLessThan(
      members.getBoundingClientRect().top,
    );
    await expect(members.getBoundingClientRect().bottom).toBeLessThan(
      works.getBoundingClientRect().top,
    );
    await expect(canvas.getByText(paragraph("3 أعضاء • متابعان"))).toBeVisible();
  },
};
