import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { inAccountFrame } from "../accountParts/storyFrame";
import { coverSrc, text } from "../shared/storyHelpers";
import { type HistoryEntry, ReadingHistory } from "./ReadingHistory";

const entriesIn = (locale: Locale): HistoryEntry[] => {
  const ar = locale === "ar";
  return [
    {
      id: "h1",
      comicName: ar ? "ساعي الليل" : "The Night Courier",
      coverSrc,
      chapterNumber: 12,
      chapterTitle: ar ? "الميناء" : "The Harbour",
      page: 12,
      totalPages: 40,
      readAt: "2025-05-07T21:40",
      continueHref: `/${locale}/comics/the-night-courier/12?page=12`,
    },
    {
      id: "h2",
      comicName: ar ? "حارسة الصحراء" : "Desert Warden",
      coverSrc,
      chapterNumber: 3,
      readAt: "2025-05-05T08:10",
      continueHref: `/${locale}/comics/desert-warden/4`,
    },
    {
      id: "h3",
      comicName: ar ? "مدينة الفوانيس" : "City of Lanterns",
      coverSrc,
      chapterNumber: 1,
      chapterTitle: ar ? "البداية" : "Beginnings",
      page: 5,
      totalPages: 32,
      readAt: "2025-04-28T18:05",
      continueHref: `/${locale}/comics/city-of-lanterns/1?page=5`,
    },
  ];
};

const meta = {
  title: "Comics/ReadingHistory",
  component: ReadingHistory,
  decorators: [inAccountFrame("history")],
  args: { entries: entriesIn("en"), onRemove: fn(), onClear: fn() },
} satisfies Meta<typeof ReadingHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const progress = { en: "Page 12 of 40", ar: "الصفحة 12 من 40" } as const;

/**
 * Remove by keyboard: the row goes, the removal is announced, the focus lands on the next row's
 * "Remove". "Clear all" asks first: Cancel keeps the list, Confirm empties it.
 */
const removes =
  (locale: Locale): Story["play"] =>
  async ({ canvas, canvasElement, args }) => {
    const entries = entriesIn(locale);
    const screen = within(canvasElement.ownerDocument.body);
    const page = canvas.getByRole("region", { name: text(locale, "comics.account.history") });
    const list = within(page).getByRole("list");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByText(progress[locale])).toBeVisible();
    await expect(canvas.getByText(text(locale, "comics.history.finished"))).toBeVisible();
    const continues = canvas.getAllByRole("link", {
      name: text(locale, "comics.history.continue"),
    });
    await expect(continues[0]).toHaveAttribute("href", entries[0]?.continueHref);
    await expect(continues[0]).toHaveAccessibleDescription(entries[0]?.comicName ?? "");

    const removeButtons = canvas.getAllByRole("button", {
      name: text(locale, "comics.history.remove"),
    });
    (removeButtons[0] as HTMLElement).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRemove).toHaveBeenCalledWith("h1");
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    await expect(canvas.getByRole("status")).toHaveTextContent(
      text(locale, "comics.history.removed").replace("{name}", entries[0]?.comicName ?? ""),
    );
    await waitFor(() => expect(removeButtons[1]).toHaveFocus());

    const clear = canvas.getByRole("button", { name: text(locale, "comics.history.clear") });
    await userEvent.click(clear);
    let dialog = await screen.findByRole("dialog", {
      name: text(locale, "comics.history.clearTitle"),
    });
    await expect(dialog).toHaveAccessibleDescription(text(locale, "comics.history.clearConfirm"));
    await userEvent.click(
      within(dialog).getByRole("button", { name: text(locale, "action.cancel") }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(clear).toHaveFocus());
    await expect(args.onClear).not.toHaveBeenCalled();

    await userEvent.keyboard("{Enter}");
    dialog = await screen.findByRole("dialog", { name: text(locale, "comics.history.clearTitle") });
    await userEvent.click(
      within(dialog).getByRole("button", { name: text(locale, "action.confirm") }),
    );
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(await canvas.findByText(text(locale, "comics.history.empty"))).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      text(locale, "comics.history.cleared"),
    );
    await waitFor(() =>
      expect(
        canvas.getByRole("heading", { level: 1, name: text(locale, "comics.account.history") }),
      ).toHaveFocus(),
    );
  };

export const English: Story = { globals: { locale: "en" }, play: removes("en") };
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { entries: entriesIn("ar") },
  play: removes("ar"),
};

/** As the reader finds it: covers, progress and the two actions per row. */
export const ListArabic: Story = {
  globals: { locale: "ar" },
  args: { entries: entriesIn("ar") },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(progress.ar)).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "أكمل القراءة" })).toHaveLength(3);
  },
};

export const EmptyEnglish: Story = {
  globals: { locale: "en" },
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("en", "comics.history.empty"))).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Clear all" })).toBeNull();
  },
};

/** On a phone the actions wrap under the text, beside the cover. */
export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { entries: entriesIn("ar") },
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    const [row] = canvas.getAllByRole("listitem").filter((item) => item.dataset.row === "h1");
    const name = within(row as HTMLElement).getByText("ساعي الليل");
    const remove = within(row as HTMLElement).getByRole("button", { name: "إزالة" });
    await expect(remove.getBoundingClientRect().top).toBeGreaterThan(
      name.getBoundingClientRect().bottom,
    );
  },
};
