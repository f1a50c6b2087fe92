import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../components/Button/Button";
import { FollowToggle } from "../FollowToggle/FollowToggle";
import { portraitSrc, text } from "../shared/storyHelpers";
import { bayesianAverage, type TranslatedChapter, TranslatorProfile } from "./TranslatorProfile";

const chaptersIn = (locale: Locale): TranslatedChapter[] => {
  const ar = locale === "ar";
  return [
    {
      id: "w1",
      comicName: ar ? "ساعي الليل" : "The Night Courier",
      chapterNumber: 13,
      language: "arabic",
      publishedAt: "2025-05-07T09:15",
      href: `/${locale}/comics/the-night-courier/13`,
    },
    {
      id: "w2",
      comicName: ar ? "حارسة الصحراء" : "Desert Warden",
      chapterNumber: 4,
      language: "french",
      publishedAt: "2025-04-21T12:00",
      href: `/${locale}/comics/desert-warden/4`,
    },
  ];
};

/** A stand-in for the forms package's rating form (the app puts the real one here). */
const ratingForm = (locale: Locale) => (
  <form
    aria-label={text(locale, "comics.translator.rate")}
    onSubmit={(event) => event.preventDefault()}
  >
    <Button type="submit">{text(locale, "action.submit")}</Button>
  </form>
);

const profileIn = (locale: Locale) => {
  const ar = locale === "ar";
  return {
    name: ar ? "ليلى حسن" : "Layla Hassan",
    level: text(locale, "comics.type.professional"),
    description: ar
      ? "أترجم القصص المصورة من الفرنسية والإنجليزية إلى العربية منذ ثماني سنوات، وأحرص على أن يبقى الحوار حياً وقريباً من القارئ."
      : "I have translated comics from French and Arabic into English for eight years, keeping the dialogue lively and close to the reader.",
    chapters: chaptersIn(locale),
    loginHref: `/${locale}/login`,
    ratingForm: ratingForm(locale),
  };
};

const meta = {
  title: "Comics/TranslatorProfile",
  component: TranslatorProfile,
  args: {
    ...profileIn("en"),
    photoSrc: portraitSrc,
    languages: ["arabic", "english", "french"],
    followers: 1520,
    // 128 ratings summing to 598 (mean 4.67), pulled towards a site mean of 3.5 by 10.
    rating: bayesianAverage(598, 128, 3.5, 10),
    ratingCount: 128,
    translationQuality: 4.8,
    imageClarity: 4.2,
    signedIn: true,
    follow: <FollowToggle loggedIn loginHref="/en/login" onPressedChange={fn()} />,
  },
} satisfies Meta<typeof TranslatorProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The facts, the ratings in words, the follow toggle by keyboard and the chapters' links. */
const shows =
  (locale: Locale): Story["play"] =>
  async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: args.name })).toBeVisible();
    await expect(
      canvas.getByRole("img", {
        name: text(locale, "comics.translator.photo").replace("{name}", args.name),
      }),
    ).toBeVisible();
    const stars = text(locale, "comics.rating.value").replace("{value}", "4.6");
    await expect(canvas.getByRole("img", { name: stars })).toBeVisible();
    const quality = canvas.getByRole("meter", {
      name: text(locale, "comics.field.translationQuality"),
    });
    await expect(quality).toHaveAttribute("value", "4.8");
    await expect(quality).toHaveAttribute(
      "aria-valuetext",
      text(locale, "comics.rating.score").replace("{value}", "4.8"),
    );
    await expect(
      canvas.getByRole("form", { name: text(locale, "comics.translator.rate") }),
    ).toBeVisible();

    const follow = canvas.getByRole("button", { name: text(locale, "action.follow") });
    follow.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(follow).toHaveAttribute("aria-pressed", "true"));

    const works = canvas.getByRole("heading", {
      level: 2,
      name: text(locale, "comics.translator.works"),
    });
    const list = within(works.parentElement as HTMLElement).getByRole("list");
    const links = within(list).getAllByRole("link");
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute("href", `/${locale}/comics/the-night-courier/13`);
    await expect(within(list).getByText(text(locale, "language.french"))).toBeVisible();
  };

export const English: Story = { globals: { locale: "en" }, play: shows("en") };
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: {
    ...profileIn("ar"),
    followers: 12,
    follow: <FollowToggle loggedIn loginHref="/ar/login" onPressedChange={fn()} />,
  },
  play: shows("ar"),
};

/**
 * A visitor: Follow asks to log in, and so does choosing a star (the stars are there, as Follow
 * is, and work by keyboard); no rating form.
 */
const visitor =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    await expect(canvas.queryByRole("form")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: text(locale, "action.follow") }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      text(locale, "error.loginRequired"),
    );
    await expect(within(canvas.getByRole("alert")).getByRole("link")).toHaveAttribute(
      "href",
      `/${locale}/login`,
    );
    const stars = canvas.getByRole("group", { name: text(locale, "comics.page.yourRating") });
    const first = within(stars).getAllByRole("radio")[0] as HTMLElement;
    first.focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    await expect(within(stars).getAllByRole("radio")[3]).toBeChecked();
    await expect(canvas.getAllByRole("alert")).toHaveLength(2);
    await expect(stars).toHaveAccessibleDescription(
      expect.stringContaining(text(locale, "error.loginRequired")),
    );
  };

export const VisitorArabic: Story = {
  globals: { locale: "ar" },
  args: { ...profileIn("ar"), photoSrc: null, signedIn: false },
  play: visitor("ar"),
};
export const VisitorEnglish: Story = {
  globals: { locale: "en" },
  args: { signedIn: false, chapters: [] },
  play: async (context) => {
    await visitor("en")?.(context);
    await expect(context.canvas.getByText(text("en", "comics.translator.noWorks"))).toBeVisible();
  },
};

/** On a phone: one column, the photo above the name, the ratings before the chapters. */
export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { ...profileIn("ar"), followers: 2 },
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    const photo = canvas.getByRole("img", { name: "صورة ليلى حسن" });
    const name = canvas.getByRole("heading", { level: 1 });
    await expect(photo.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      name.getBoundingClientRect().top,
    );
    const ratings = canvas.getByRole("heading", { level: 2, name: "التقييمات" });
    const works = canvas.getByRole("heading", { level: 2, name: "الترجمات" });
    await expect(ratings.getBoundingClientRect().bottom).toBeLessThan(
      works.getBoundingClientRect().top,
    );
  },
};
