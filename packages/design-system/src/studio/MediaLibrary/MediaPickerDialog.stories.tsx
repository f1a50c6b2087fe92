import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { text } from "../../comics/shared/storyHelpers";
import { Button } from "../../components/Button/Button";
import { fullPage } from "../../shell/storyFixtures";
import { mediaImages } from "../shared/studioStoryFixtures";
import { MediaPickerDialog } from "./MediaPickerDialog";

const meta = {
  title: "Studio/MediaPickerDialog",
  component: MediaPickerDialog,
  args: { images: mediaImages, language: "ar", onPick: fn() },
  parameters: { layout: "fullscreen" },
  decorators: [fullPage],
} satisfies Meta<typeof MediaPickerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by its button, named by its title, closed by Escape; a pick closes it. */
const picker =
  (locale: Locale): Story["play"] =>
  async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = screen.getByRole("button", { name: text(locale, "studio.media.pickTitle") });
    await userEvent.click(trigger);
    let dialog = await screen.findByRole("dialog", {
      name: text(locale, "studio.media.pickTitle"),
    });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(
      within(dialog).getByRole("button", { name: text(locale, "action.close") }),
    ).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();

    // Pick the first image: its Arabic alt text goes with it, and the dialog closes.
    await userEvent.keyboard("{Enter}");
    dialog = await screen.findByRole("dialog", { name: text(locale, "studio.media.pickTitle") });
    const use = within(dialog).getAllByRole("button", { name: text(locale, "studio.media.use") });
    await userEvent.click(use[0] as HTMLElement);
    await expect(args.onPick).toHaveBeenCalledWith({
      src: mediaImages[0]?.src,
      alt: mediaImages[0]?.alt.ar,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();

    // Open again for the screenshot.
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: text(locale, "studio.media.pickTitle") });
  };

const trigger = (locale: Locale) => (
  <Button variant="secondary">{text(locale, "studio.media.pickTitle")}</Button>
);

export const English: Story = {
  globals: { locale: "en" },
  args: { trigger: trigger("en") },
  play: picker("en"),
};
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { trigger: trigger("ar") },
  play: picker("ar"),
};
