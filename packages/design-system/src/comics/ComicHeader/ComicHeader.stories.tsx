import { type Locale, useT } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { headerIn } from "../comicMeta/storyFixtures";
import { text } from "../shared/storyHelpers";
import { ComicHeader } from "./ComicHeader";

/** Stands for the app's rating field (the forms' StarRating): five native radios. */
function RatingFixture() {
  const t = useT();
  const [value, setValue] = useState(0);
  return (
    <fieldset style={{ border: "none", padding: 0, margin: 0 }}>
      <legend>{t("comics.page.yourRating")}</legend>
      {[1, 2, 3, 4, 5].map((star) => (
        <label key={star} style={{ marginInlineEnd: "0.75rem" }}>
          <input
            type="radio"
            name="rating"
            value={star}
            checked={value === star}
            onChange={() => setValue(star)}
          />
          {star}
          <span style={{ position: "absolute", clipPath: "inset(50%)" }}>
            {t("form.rating.rate", { value: star })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

const meta = {
  title: "Comics/ComicHeader",
  component: ComicHeader,
  args: {
    ...headerIn("en"),
    signedIn: true,
    onSavedChange: fn(),
    onFollowingChange: fn(),
    ratingInput: <RatingFixture />,
  },
} satisfies Meta<typeof ComicHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn =
  (locale: Locale, summary: string, views: string): Story["play"] =>
  async ({ canvas, args }) => {
    const h1 = canvas.getByRole("heading", { level: 1 });
    await expect(h1.querySelector("bdi")).toBeTruthy();
    // The translated name keeps its own language.
    await expect(canvas.getByText(args.translatedName?.name ?? "")).toHaveAttribute(
      "lang",
      locale === "en" ? "ar" : "en",
    );
    await expect(canvas.getByText(summary)).toBeVisible();
    await expect(canvas.getByText(views).tagName).toBe("DD");
    await expect(
      canvas.getByRole("link", { name: text(locale, "comics.detail.startReading") }),
    ).toHaveAttribute("href", `/${locale}/comics/the-night-courier/1`);
    // Read more opens the clamped description.
    const more = canvas.getByRole("button", { name: text(locale, "action.readMore") });
    await userEvent.click(more);
    await waitFor(() => expect(more).toHaveAttribute("aria-expanded", "true"));
    // Save reports to the app, named by the comic.
    const save = canvas.getByRole("button", { name: text(locale, "action.save") });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute("aria-pressed", "true"));
    await expect(args.onSavedChange).toHaveBeenLastCalledWith(true);
    // The reader's own rating: radios, operable from the keyboard.
    const group = canvas.getByRole("group", { name: text(locale, "comics.page.yourRating") });
    const radios = within(group).getAllByRole("radio");
    await userEvent.click(radios[2] as HTMLElement);
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(radios[3]).toBeChecked());
  };

export const English: Story = {
  globals: { locale: "en" },
  play: signedIn("en", "4.3 (27 ratings)", "12,840 views"),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: headerIn("ar"),
  play: signedIn("ar", "4.3 (27 تقييماً)", "12,840 مشاهدة"),
};

/** A visitor: acting asks to log in first; the chapter to continue is named. */
export const VisitorEnglish: Story = {
  globals: { locale: "en" },
  args: { signedIn: false, continueChapter: 7 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("link", { name: "Continue chapter 7" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Rate this comic" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(text("en", "error.loginRequired"));
    await expect(within(alert).getByRole("link")).toHaveAttribute("href", "/en/login");
    await userEvent.click(canvas.getByRole("button", { name: "Follow" }));
    await waitFor(() => expect(canvas.getAllByRole("alert")).toHaveLength(2));
    await expect(args.onFollowingChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole("radio")).toBeNull();
  },
};

export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { ...headerIn("ar"), continueChapter: 3 },
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "تابع الفصل 3" })).toBeVisible();
    const cover = canvas.getByRole("img", { name: "غلاف ساعي الليل" });
    await expect(getComputedStyle(cover).aspectRatio).toBe("2 / 3");
    // One column: the cover above the name.
    const h1 = canvas.getByRole("heading", { level: 1 });
    await expect(cover.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      h1.getBoundingClientRect().top,
    );
  },
};
