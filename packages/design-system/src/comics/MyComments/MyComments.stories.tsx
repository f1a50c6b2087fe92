import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { inAccountFrame } from "../accountParts/storyFrame";
import { text } from "../shared/storyHelpers";
import { type MyComment, MyComments } from "./MyComments";

const commentsIn = (locale: Locale): MyComment[] => {
  const ar = locale === "ar";
  return [
    {
      id: "m1",
      body: ar
        ? "ترجمة رائعة! الحوار في هذا الفصل طبيعي جداً."
        : "Great translation! The dialogue in this chapter reads so naturally.",
      dateTime: "2025-05-07T21:40",
      comicName: ar ? "ساعي الليل" : "The Night Courier",
      comicHref: `/${locale}/comics/the-night-courier`,
      chapter: { number: 12, href: `/${locale}/comics/the-night-courier/12` },
    },
    {
      // A comment in the other language: it keeps its own direction.
      id: "m2",
      body: ar ? "Can't wait for the next chapter." : "متى يصدر الفصل التالي؟",
      dateTime: "2025-05-02T10:05",
      comicName: ar ? "حارسة الصحراء" : "Desert Warden",
      comicHref: `/${locale}/comics/desert-warden`,
    },
  ];
};

const meta = {
  title: "Comics/MyComments",
  component: MyComments,
  decorators: [inAccountFrame("comments")],
  args: { comments: commentsIn("en"), onDelete: fn() },
} satisfies Meta<typeof MyComments>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Where each comment is (links), its own direction; "Delete" asks first: Escape keeps it,
 * Confirm deletes, announces, and moves the focus to the next "Delete".
 */
const deletes =
  (locale: Locale): Story["play"] =>
  async ({ canvas, canvasElement, args }) => {
    const comments = commentsIn(locale);
    const screen = within(canvasElement.ownerDocument.body);
    await expect(
      canvas.getByRole("link", {
        name: text(locale, "comics.reader.chapter").replace("{number}", "12"),
      }),
    ).toHaveAttribute("href", comments[0]?.chapter?.href);
    await expect(canvas.getByText(comments[1]?.body ?? "")).toHaveAttribute("dir", "auto");

    const buttons = canvas.getAllByRole("button", { name: text(locale, "comics.comments.delete") });
    await expect(buttons[0]).toHaveAccessibleDescription(comments[0]?.body ?? "");
    (buttons[0] as HTMLElement).focus();
    await userEvent.keyboard("{Enter}");
    const title = text(locale, "comics.comments.deleteTitle");
    await screen.findByRole("dialog", { name: title });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(buttons[0]).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: title });
    await expect(dialog).toHaveAccessibleDescription(text(locale, "comics.comments.deleteConfirm"));
    await userEvent.click(
      within(dialog).getByRole("button", { name: text(locale, "action.confirm") }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith("m1");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.queryByText(comments[0]?.body ?? "")).toBeNull();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      text(locale, "comics.comments.deleted"),
    );
    await waitFor(() => expect(buttons[1]).toHaveFocus());
  };

export const English: Story = { globals: { locale: "en" }, play: deletes("en") };
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { comments: commentsIn("ar") },
  play: deletes("ar"),
};

export const ListArabic: Story = {
  globals: { locale: "ar" },
  args: { comments: commentsIn("ar") },
  play: async ({ canvas }) => {
    // The English comment on the Arabic page runs left to right; the Arabic one right to left.
    const english = canvas.getByText("Can't wait for the next chapter.");
    await expect(getComputedStyle(english).direction).toBe("ltr");
    await expect(getComputedStyle(canvas.getByText(/ترجمة رائعة/)).direction).toBe("rtl");
  },
};

export const EmptyEnglish: Story = {
  globals: { locale: "en" },
  args: { comments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("en", "comics.comments.mineEmpty"))).toBeVisible();
  },
};

export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { comments: commentsIn("ar") },
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Can't wait for the next chapter.")).toBeVisible();
  },
};
