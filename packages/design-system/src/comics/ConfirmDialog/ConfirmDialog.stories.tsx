import type { Locale } from "@rawafed/i18n";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { text } from "../shared/storyHelpers";
import { ConfirmDialog, type ConfirmKind } from "./ConfirmDialog";

/** A viewport-high page, so the modal falls inside the full-page screenshot. */
const fullPage: Decorator = (Story) => (
  <div style={{ minBlockSize: "100vh", padding: "1rem" }}>
    <Story />
  </div>
);

const meta = {
  title: "Comics/ConfirmDialog",
  component: ConfirmDialog,
  args: { kind: "logOut", onConfirm: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = {
  logOut: "comics.account.logOut",
  deleteAccount: "comics.account.deleteAccount",
  clearHistory: "comics.history.clearTitle",
  deleteComment: "comics.comments.deleteTitle",
} as const;
const questions = {
  logOut: "comics.account.logOutConfirm",
  deleteAccount: "comics.account.deleteConfirm",
  clearHistory: "comics.history.clearConfirm",
  deleteComment: "comics.comments.deleteConfirm",
} as const;

/**
 * Opens; Cancel closes with focus back on the trigger and nothing confirmed; Escape does the same;
 * Confirm calls the handler and closes.
 */
const confirms =
  (locale: Locale, kind: ConfirmKind): Story["play"] =>
  async ({ canvas, canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const title = text(locale, titles[kind]);
    const trigger = canvas.getByRole("button", { name: title });

    await userEvent.click(trigger);
    let dialog = await screen.findByRole("dialog", { name: title });
    await expect(dialog).toHaveAccessibleDescription(text(locale, questions[kind]));
    await userEvent.click(
      within(dialog).getByRole("button", { name: text(locale, "action.cancel") }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.keyboard("{Enter}");
    dialog = await screen.findByRole("dialog", { name: title });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    dialog = await screen.findByRole("dialog", { name: title });
    await userEvent.click(
      within(dialog).getByRole("button", { name: text(locale, "action.confirm") }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  };

export const English: Story = { globals: { locale: "en" }, play: confirms("en", "logOut") };
export const Arabic: Story = { globals: { locale: "ar" }, play: confirms("ar", "logOut") };

export const DeleteEnglish: Story = {
  globals: { locale: "en" },
  args: { kind: "deleteAccount" },
  play: confirms("en", "deleteAccount"),
};

export const DeleteArabic: Story = {
  globals: { locale: "ar" },
  args: { kind: "deleteAccount" },
  play: confirms("ar", "deleteAccount"),
};

const openStory = (locale: Locale, kind: ConfirmKind): Story => ({
  globals: { locale },
  args: { kind, defaultOpen: true },
  parameters: { layout: "fullscreen" },
  decorators: [fullPage],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole("dialog", { name: text(locale, titles[kind]) });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
});

export const OpenEnglish: Story = openStory("en", "logOut");
export const OpenArabic: Story = openStory("ar", "logOut");
export const OpenDeleteEnglish: Story = openStory("en", "deleteAccount");
export const OpenDeleteArabic: Story = openStory("ar", "deleteAccount");

export const MobileArabic: Story = {
  ...openStory("ar", "deleteAccount"),
  parameters: { layout: "fullscreen", viewport: "mobile" },
};
