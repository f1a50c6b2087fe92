import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { text } from "../../comics/shared/storyHelpers";
import { mediaImages, say } from "../shared/studioStoryFixtures";
import { MediaLibrary } from "./MediaLibrary";

const libraryArgs = (locale: Locale) => ({
  images: mediaImages,
  uploadAction: `/${locale}/studio/media/upload`,
  editAction: `/${locale}/studio/media/details`,
  hiddenFields: { csrf: "token-1" },
});

const meta = {
  title: "Studio/MediaLibrary",
  component: MediaLibrary,
  args: libraryArgs("en"),
} satisfies Meta<typeof MediaLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

const library =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 2, name: text(locale, "studio.media.heading") }),
    ).toBeVisible();
    // Upload: a labelled file field for images, posted as multipart.
    const file = canvas.getByLabelText(text(locale, "studio.media.upload.file"));
    await expect(file).toHaveAttribute("type", "file");
    await expect(file).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,image/avif");
    await expect(file).toHaveAccessibleDescription(text(locale, "studio.media.upload.hint"));
    const upload = (file as HTMLInputElement).form as HTMLFormElement;
    await expect(upload.method).toBe("post");
    await expect(upload.enctype).toBe("multipart/form-data");
    await expect(upload.getAttribute("action")).toBe(`/${locale}/studio/media/upload`);

    const grid = canvas.getByRole("list", { name: text(locale, "studio.media.images") });
    const cards = Array.from(grid.children) as HTMLElement[];
    await expect(cards).toHaveLength(3);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    // Thumbnails: the interface language's alt text, else the other's (with its lang), else none.
    const thumbnails = cards.map((card) => card.querySelector("img") as HTMLImageElement);
    await expect(thumbnails[0]).toHaveAttribute("lang", locale);
    await expect(thumbnails[0]).toHaveAttribute("alt", mediaImages[0]?.alt[locale]);
    await expect(thumbnails[1]).toHaveAttribute("lang", "en");
    await expect(thumbnails[2]).toHaveAttribute("alt", "");
    // Name, size, where it is used, the alt texts' presence in words.
    await expect(
      within(first).getByRole("heading", { level: 3, name: "rawafed-park-warehouse.jpg" }),
    ).toBeVisible();
    await expect(first).toHaveTextContent("340");
    await expect(second).toHaveTextContent("2.3");
    await expect(
      within(first)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/en/studio/news/n3", "/ar/studio/news/n1"]);
    await expect(third).toHaveTextContent(text(locale, "studio.media.unused"));
    await expect(second).toHaveTextContent(
      say(locale, "studio.media.altState", { language: "ar", present: "no" }),
    );
    await expect(second).toHaveTextContent(
      say(locale, "studio.media.altState", { language: "en", present: "yes" }),
    );

    // The details: a native disclosure (its summary takes Enter and Space), the focal point
    // typed (Arabic-Indic digits too).
    const summary = within(first).getByText(text(locale, "studio.media.edit"));
    await expect(summary.tagName).toBe("SUMMARY");
    await userEvent.click(summary);
    const x = within(first).getByRole("textbox", { name: text(locale, "studio.media.focalX") });
    const y = within(first).getByRole("textbox", { name: text(locale, "studio.media.focalY") });
    await expect(x).toBeVisible();
    await expect(x).toHaveValue("75");
    await userEvent.clear(x);
    await userEvent.type(x, "٣٠");
    await expect(
      within(first).getByRole("img", {
        name: say(locale, "studio.media.focalMarker", { x: 30, y: 55 }),
      }),
    ).toBeVisible();
    // With a pointer: the point clicked (a quarter across, three quarters down).
    const picture = first.querySelector("[data-focal-picture]") as HTMLElement;
    const box = picture.getBoundingClientRect();
    fireEvent.click(picture, {
      clientX: box.left + box.width * 0.25,
      clientY: box.top + box.height * 0.75,
    });
    await waitFor(() => expect(x).toHaveValue("25"));
    await expect(y).toHaveValue("75");
    const english = within(first).getByRole("textbox", {
      name: say(locale, "studio.media.altField", { language: "en" }),
    });
    await expect(english).toHaveAttribute("lang", "en");
    const form = (x as HTMLInputElement).form as HTMLFormElement;
    await expect(form.method).toBe("post");
    await expect(form.getAttribute("action")).toBe(`/${locale}/studio/media/details`);
    await expect(Object.fromEntries(new FormData(form))).toEqual({
      image: "m1",
      csrf: "token-1",
      altEn: mediaImages[0]?.alt.en,
      altAr: mediaImages[0]?.alt.ar,
      focalX: "25",
      focalY: "75",
    });
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  };

export const English: Story = { globals: { locale: "en" }, play: library("en") };
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: libraryArgs("ar"),
  play: library("ar"),
};

/** As a picker: a "Use this image" per image, giving the edited language's alt text. */
export const ArabicPick: Story = {
  globals: { locale: "ar" },
  args: { images: mediaImages, mode: "pick", pickLanguage: "en", onPick: fn() },
  parameters: { viewport: "mobile" },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole("heading", { level: 2 })).toBeNull();
    await expect(canvas.queryByLabelText(text("ar", "studio.media.upload.file"))).toBeNull();
    await expect(canvas.queryByText(text("ar", "studio.media.edit"))).toBeNull();
    const buttons = canvas.getAllByRole("button", { name: text("ar", "studio.media.use") });
    await expect(buttons).toHaveLength(3);
    await expect(buttons[1]).toHaveAccessibleDescription("معرض-الرياض-2025.png");
    buttons[1]?.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPick).toHaveBeenCalledWith({
      src: mediaImages[1]?.src,
      alt: "Our booth B-12 at the Riyadh exhibition",
    });
    buttons[1]?.blur();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
