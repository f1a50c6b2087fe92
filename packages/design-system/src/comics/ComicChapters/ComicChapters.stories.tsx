import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { chapterGroupsIn } from "../comicMeta/storyFixtures";
import { SaveToggle } from "../SaveToggle/SaveToggle";
import { text } from "../shared/storyHelpers";
import { ComicChapters } from "./ComicChapters";

const groupsIn = (locale: Locale) =>
  chapterGroupsIn(locale).map((group) => ({
    ...group,
    chapters: group.chapters.map((chapter) => ({
      ...chapter,
      // The first chapter's pages have transcripts; the second is a team's.
      transcribed: chapter.number === 1,
      team:
        chapter.number === 2
          ? {
              name: locale === "en" ? "Lantern Crew" : "فريق الفانوس",
              href: `/${locale}/teams/lantern-crew`,
            }
          : undefined,
      save: (
        <SaveToggle
          size="small"
          loggedIn
          loginHref={`/${locale}/login`}
          defaultPressed={chapter.number === 2}
        />
      ),
    })),
  }));

const meta = {
  title: "Comics/ComicChapters",
  component: ComicChapters,
  args: { groups: groupsIn("en") },
} satisfies Meta<typeof ComicChapters>;

export default meta;
type Story = StoryObj<typeof meta>;

const chapters =
  (locale: Locale, first: string, pdf: string, small: string): Story["play"] =>
  async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 2, name: text(locale, "comics.field.chapters") }),
    ).toBeVisible();
    const languages = canvas.getAllByRole("heading", { level: 3 });
    await expect(languages).toHaveLength(2);
    await expect(languages[0]).toHaveTextContent(first);
    const list = languages[0]?.nextElementSibling as HTMLElement;
    const rows = within(list).getAllByRole("listitem");
    // Read state in text for screen readers, on the chapter's link.
    await expect(within(rows[0] as HTMLElement).getAllByRole("link")[0]).toHaveTextContent(
      text(locale, "comics.chapters.read"),
    );
    await expect(within(rows[1] as HTMLElement).getAllByRole("link")[0]).toHaveTextContent(
      text(locale, "comics.chapters.unread"),
    );
    // PDF sizes formatted per locale; no PDF, no link.
    await expect(within(rows[0] as HTMLElement).getByRole("link", { name: pdf })).toHaveAttribute(
      "href",
      expect.stringMatching(/-1\.pdf$/),
    );
    await expect(within(rows[1] as HTMLElement).getByText(small)).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getAllByRole("link")).toHaveLength(2);
    await expect(within(rows[1] as HTMLElement).getByRole("button")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // A chapter whose pages have transcripts says so; the others do not.
    const transcribed = text(locale, "comics.chapters.transcribed");
    await expect(within(rows[0] as HTMLElement).getByText(transcribed)).toBeVisible();
    await expect(within(rows[1] as HTMLElement).queryByText(transcribed)).toBeNull();
    // A team's chapter links to its team's page.
    await expect(
      within(rows[1] as HTMLElement).getByRole("link", {
        name: locale === "en" ? "Lantern Crew" : "فريق الفانوس",
      }),
    ).toHaveAttribute("href", `/${locale}/teams/lantern-crew`);
  };

export const English: Story = {
  globals: { locale: "en" },
  play: chapters("en", "English", "Download PDF (4.2 MB), chapter 1", "Download PDF (717 KB)"),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { groups: groupsIn("ar") },
  play: chapters(
    "ar",
    "العربية",
    "تنزيل PDF \u200f(4.2 ميجابايت)، الفصل 1",
    "تنزيل PDF \u200f(717 كيلوبايت)",
  ),
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** The same, with a fourth chapter published whose pages are still being drawn. */
const withPreparing = (locale: Locale) =>
  groupsIn(locale).map((group) => ({
    ...group,
    chapters: [
      ...group.chapters,
      {
        number: 4,
        title: group.language === "arabic" ? "الرسالة الأخيرة" : "The last letter",
        titleLang: group.language === "arabic" ? "ar" : "en",
        date: "2025-06-07",
        read: false,
        pdf: { href: `/files/the-night-courier-${group.language}-4.pdf`, bytes: 2_202_009 },
      },
    ],
  }));

const preparing =
  (chapter: string, state: string): Story["play"] =>
  async ({ canvas }) => {
    const list = canvas.getAllByRole("heading", { level: 3 })[0]?.nextElementSibling;
    const rows = within(list as HTMLElement).getAllByRole("listitem");
    const last = rows.at(-1) as HTMLElement;
    // Said in words, and no link to a reader that has nothing to show yet; the PDF is there.
    await expect(within(last).getByText(state)).toBeVisible();
    await expect(within(last).getByText(chapter)).toBeVisible();
    const links = within(last).getAllByRole("link");
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute("href", expect.stringMatching(/-4\.pdf$/));
  };

export const BeingPreparedEnglish: Story = {
  globals: { locale: "en" },
  args: { groups: withPreparing("en") },
  play: preparing("Chapter 4", "Being prepared"),
};

export const BeingPreparedArabic: Story = {
  globals: { locale: "ar" },
  args: { groups: withPreparing("ar") },
  play: preparing("الفصل 4", "قيد التجهيز"),
};
