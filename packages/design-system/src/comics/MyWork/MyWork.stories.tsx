import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inAccountFrame } from "../accountParts/storyFrame";
import { coverSrc, text } from "../shared/storyHelpers";
import { MyWork, type WorkComic } from "./MyWork";

const comics = (locale: Locale): WorkComic[] => [
  {
    id: "c1",
    name: locale === "en" ? "The Salt Road" : "طريق الملح",
    coverSrc,
    href: `/${locale}/comics/the-salt-road`,
    state: "published",
    uploadChapterHref: `/${locale}/upload/chapter?comic=the-salt-road`,
    chapters: [
      {
        id: "h1",
        title: locale === "en" ? "Chapter 1 · Arabic" : "الفصل 1 · العربية",
        state: "published",
        pages: "ready",
        pdfHref: "#pdf-1",
        retranslateHref: `/${locale}/upload/chapter?revision=h1`,
        transcripts: { count: 4, total: 6, href: `/${locale}/account/transcripts/h1` },
      },
      {
        id: "h2",
        title: locale === "en" ? "Chapter 2 · Arabic" : "الفصل 2 · العربية",
        state: "rejected",
        rejectionReason:
          locale === "en" ? "Names change between pages." : "تتغير الأسماء بين الصفحات.",
        pages: "ready",
        pdfHref: "#pdf-2",
      },
      {
        id: "h3",
        title: locale === "en" ? "Chapter 3 · Arabic" : "الفصل 3 · العربية",
        state: "received",
        pages: "rendering",
        pdfHref: "#pdf-3",
      },
    ],
  },
  {
    id: "c2",
    name: locale === "en" ? "Lanterns of Aleppo" : "فوانيس حلب",
    coverSrc,
    state: "in_review",
    uploadChapterHref: `/${locale}/upload/chapter?comic=lanterns`,
    editHref: `/${locale}/upload/comic?edit=c2`,
    chapters: [],
  },
];

const meta = {
  title: "Comics/MyWork",
  component: MyWork,
  args: { comics: comics("en"), uploadComicHref: "/en/upload/comic" },
  decorators: [inAccountFrame("myWork")],
} satisfies Meta<typeof MyWork>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each comic and chapter says its state; a rejected one its notice and the reviewer's reason. */
const states =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: text(locale, "comics.account.myWork") }),
    ).toBeVisible();
    const [first] = comics(locale);
    const article = canvas.getByRole("article", { name: first?.name });
    await expect(
      within(article).getAllByText(text(locale, "comics.work.state.published")),
    ).toHaveLength(2);
    await expect(within(article).getByText(text(locale, "comics.notice.rejected"))).toBeVisible();
    await expect(
      within(article).getByText(new RegExp(first?.chapters[1]?.rejectionReason ?? "-")),
    ).toBeVisible();
    await expect(
      within(article).getByRole("link", { name: text(locale, "comics.work.retranslate") }),
    ).toHaveAttribute("href", first?.chapters[0]?.retranslateHref);
    // How many of a chapter's pages have a transcript, and where to write the rest.
    await expect(
      within(article).getByRole("link", { name: text(locale, "comics.work.transcripts") }),
    ).toHaveAttribute("href", first?.chapters[0]?.transcripts?.href);
    await expect(
      within(article).getByText(
        locale === "en" ? "Transcripts: 4 of 6 pages" : "النصوص المكتوبة: 4 من 6 صفحات",
      ),
    ).toBeVisible();
  };

export const English: Story = { globals: { locale: "en" }, play: states("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { comics: comics("ar"), uploadComicHref: "/ar/upload/comic" },
  play: states("ar"),
};
