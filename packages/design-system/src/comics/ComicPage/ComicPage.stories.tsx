// A screen story: the comic page's parts composed as the app does, to review the whole page.
import { type Locale, useT } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { ComicChapters } from "../ComicChapters/ComicChapters";
import { ComicHeader } from "../ComicHeader/ComicHeader";
import { CommentsSection } from "../CommentsSection/CommentsSection";
import { genreLabel } from "../comicMeta/comicMeta";
import { cardsIn, chapterGroupsIn, commentsIn, headerIn } from "../comicMeta/storyFixtures";
import { SaveToggle } from "../SaveToggle/SaveToggle";
import { SimilarComics } from "../SimilarComics/SimilarComics";
import { text } from "../shared/storyHelpers";

function ComicPage({ locale, signedIn }: { locale: Locale; signedIn: boolean }) {
  const t = useT();
  const loginHref = `/${locale}/login`;
  return (
    <main
      style={{
        display: "flex",
        flexDirection: "column",
        gap: "3rem",
        maxInlineSize: "75rem",
        marginInline: "auto",
      }}
    >
      <ComicHeader
        {...headerIn(locale)}
        signedIn={signedIn}
        continueChapter={signedIn ? 2 : undefined}
      />
      <ComicChapters
        groups={chapterGroupsIn(locale).map((group) => ({
          ...group,
          chapters: group.chapters.map((chapter) => ({
            ...chapter,
            read: signedIn && chapter.read,
            save: <SaveToggle size="small" loggedIn={signedIn} loginHref={loginHref} />,
          })),
        }))}
      />
      <CommentsSection
        comments={commentsIn(locale).map((comment) => ({
          ...comment,
          own: signedIn && comment.own,
        }))}
        signedIn={signedIn}
        loginHref={loginHref}
        onDelete={() => {}}
        form={<p>{t("comics.comments.write")}</p>}
      />
      <SimilarComics comics={cardsIn(locale, (genre) => t(genreLabel(genre))).slice(1, 5)} />
    </main>
  );
}

const meta = {
  title: "Comics/Screens/ComicPage",
  component: ComicPage,
  args: { locale: "en", signedIn: true },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ComicPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const outline =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    // Headings in order: the comic's h1, then one h2 per part.
    const headings = canvas.getAllByRole("heading").map((h) => Number(h.tagName[1]));
    await expect(headings[0]).toBe(1);
    await expect(headings.filter((level) => level === 1)).toHaveLength(1);
    for (let i = 1; i < headings.length; i++)
      await expect((headings[i] as number) - (headings[i - 1] as number)).toBeLessThanOrEqual(1);
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      text(locale, "comics.field.chapters"),
      expect.any(String),
      text(locale, "comics.detail.similar"),
    ]);
  };

export const English: Story = { globals: { locale: "en" }, play: outline("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { locale: "ar" },
  play: outline("ar"),
};

export const VisitorMobileEnglish: Story = {
  globals: { locale: "en" },
  args: { signedIn: false },
  parameters: { viewport: "mobile" },
  play: async (context) => {
    await outline("en")?.(context);
    const { canvas } = context;
    await expect(canvas.getByRole("link", { name: "Start reading" })).toBeVisible();
    await userEvent.click(canvas.getAllByRole("button", { name: "Save" })[0] as HTMLElement);
    await waitFor(() => expect(canvas.getAllByRole("alert").length).toBeGreaterThan(1));
  },
};

export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { locale: "ar" },
  parameters: { viewport: "mobile" },
  play: outline("ar"),
};
