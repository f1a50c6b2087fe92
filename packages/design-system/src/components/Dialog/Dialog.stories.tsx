import { useT } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { fullPage } from "../../shell/storyFixtures";
import { Button } from "../Button/Button";
import { Dialog, DialogClose } from "./Dialog";

interface LogOutDialogProps {
  placement?: "center" | "end";
  defaultOpen?: boolean;
  onConfirm?: () => void;
}

/** The comics platform's log-out confirmation. */
function LogOutDialog({ placement, defaultOpen, onConfirm }: LogOutDialogProps) {
  const t = useT();
  return (
    <Dialog
      placement={placement}
      defaultOpen={defaultOpen}
      title={t("comics.account.logOut")}
      description={t("comics.account.logOutConfirm")}
      trigger={<Button variant="secondary">{t("comics.account.logOut")}</Button>}
    >
      <div
        style={{ display: "flex", flexWrap: "wrap", gap: "0.75rem", justifyContent: "flex-end" }}
      >
        <DialogClose asChild>
          <Button variant="secondary">{t("action.cancel")}</Button>
        </DialogClose>
        <DialogClose asChild>
          <Button onClick={onConfirm}>{t("action.confirm")}</Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}

const meta = {
  title: "Primitives/Dialog",
  component: LogOutDialog,
  args: { onConfirm: fn() },
} satisfies Meta<typeof LogOutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const copy = {
  en: { title: "Log out", description: "Are you sure you want to log out?", close: "Close" },
  ar: {
    title: "تسجيل الخروج",
    description: "هل أنت متأكد من رغبتك في تسجيل الخروج؟",
    close: "إغلاق",
  },
} as const;

/** Opens, traps focus, closes on Escape with focus back on the trigger. */
const openAndClose =
  (locale: keyof typeof copy): Story["play"] =>
  async ({ canvas, canvasElement }) => {
    const { title, description, close } = copy[locale];
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: title });
    await userEvent.click(trigger);

    const dialog = await screen.findByRole("dialog", { name: title });
    await expect(dialog).toHaveAccessibleDescription(description);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await expect(within(dialog).getByRole("button", { name: close })).toBeVisible();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  };

export const English: Story = { globals: { locale: "en" }, play: openAndClose("en") };
export const Arabic: Story = { globals: { locale: "ar" }, play: openAndClose("ar") };

const openStory = (locale: keyof typeof copy): Story => ({
  globals: { locale },
  args: { defaultOpen: true },
  parameters: { layout: "fullscreen" },
  decorators: [fullPage],
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole("dialog", { name: copy[locale].title });
    await userEvent.click(within(dialog).getByRole("button", { name: copy[locale].close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Open again for the screenshot.
    await userEvent.click(screen.getByRole("button", { name: copy[locale].title }));
    await screen.findByRole("dialog", { name: copy[locale].title });
  },
});

export const OpenEnglish: Story = openStory("en");
export const OpenArabic: Story = openStory("ar");

export const SheetEnglish: Story = {
  ...openStory("en"),
  args: { defaultOpen: true, placement: "end" },
};
export const SheetArabic: Story = {
  ...openStory("ar"),
  args: { defaultOpen: true, placement: "end" },
};
