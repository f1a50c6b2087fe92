import { type Locale, useT } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { chapterPages } from "../Reader/fixtures";
import { text } from "../shared/storyHelpers";
import { type TranscriptPage, TranscriptPages } from "./TranscriptPages";

const pages = chapterPages(3).map((page, index) => ({
  page: index + 1,
  src: page.small,
  width: 800,
  height: 1200,
}));

/** The story's own stand-in for the forms package's page form: a labelled textarea. */
function StoryForm({ page }: { page: TranscriptPage }) {
  const t = useT();
  const id = `story-transcript-${page.page}`;
  return (
    <form aria-label={t("comics.reader.pageOf", { page: page.page, total: pages.length })}>
      <label htmlFor={id}>{t("comics.reader.textOfPage", { page: page.page })}</label>
      <textarea id={id} rows={4} style={{ display: "block", inlineSize: "100%" }} />
    </form>
  );
}

const title = { en: "The Salt Road · Chapter 3 · Arabic", ar: "طريق الملح · الفصل 3 · العربية" };

const meta = {
  title: "Comics/TranscriptPages",
  component: TranscriptPages,
  args: {
    title: title.en,
    backHref: "/en/account/my-work",
    pages,
    renderForm: (page) => <StoryForm page={page} />,
  },
} satisfies Meta<typeof TranscriptPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each page's picture with its form, in page order; the way back to the translator's work. */
const listsPages =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", {
        level: 1,
        name: new RegExp(text(locale, "comics.transcripts.title")),
      }),
    ).toBeVisible();
    const items = within(canvas.getByRole("list")).getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    const second = within(items[1] as HTMLElement);
    await expect(
      second.getByRole("img", {
        name: text(locale, "comics.reader.pageOf").replace("{page}", "2").replace("{total}", "3"),
      }),
    ).toBeVisible();
    await expect(second.getByRole("textbox")).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: text(locale, "comics.transcripts.back") }),
    ).toHaveAttribute("href", `/${locale}/account/my-work`);
  };

export const English: Story = { globals: { locale: "en" }, play: listsPages("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { title: title.ar, backHref: "/ar/account/my-work" },
  play: listsPages("ar"),
};

/** The pages are still being drawn: no forms yet, and it says so. */
export const PreparingEnglish: Story = {
  globals: { locale: "en" },
  args: { pages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("en", "comics.transcripts.preparing"))).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

export const PreparingArabic: Story = {
  globals: { locale: "ar" },
  args: { pages: [], title: title.ar, backHref: "/ar/account/my-work" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("ar", "comics.transcripts.preparing"))).toBeVisible();
  },
};
