// For stories only: the play functions shared by the save and follow toggles, in either direction.
import type { Locale, MessageId } from "@rawafed/i18n";
import { expect, userEvent, waitFor } from "storybook/test";
import { text } from "./storyHelpers";

interface ToggleContext {
  canvas: {
    getByRole: (role: string, options?: { name?: string }) => HTMLElement;
    queryByRole: (role: string, options?: { name?: string }) => HTMLElement | null;
  };
  args: { onPressedChange?: (pressed: boolean) => void };
}

interface Labels {
  off: MessageId;
  on: MessageId;
}

/** Logged in: each press flips `aria-pressed` and the label, and reports the new state. */
export function togglesPlay(locale: Locale, labels: Labels, startPressed = false) {
  return async ({ canvas, args }: ToggleContext) => {
    const first = text(locale, startPressed ? labels.on : labels.off);
    const second = text(locale, startPressed ? labels.off : labels.on);
    const button = canvas.getByRole("button", { name: first });
    await expect(button).toHaveAttribute("aria-pressed", String(startPressed));

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", String(!startPressed)));
    await expect(button).toHaveAccessibleName(second);
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(!startPressed);

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", String(startPressed)));
    await expect(button).toHaveAccessibleName(first);
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(startPressed);
    await expect(canvas.queryByRole("alert")).toBeNull();
  };
}

/** Logged out: pressing shows the log-in prompt and does not toggle. */
export function loggedOutPlay(locale: Locale, labels: Labels) {
  return async ({ canvas, args }: ToggleContext) => {
    const button = canvas.getByRole("button", { name: text(locale, labels.off) });
    await expect(canvas.queryByRole("alert")).toBeNull();
    await userEvent.click(button);
    const alert = await waitFor(() => canvas.getByRole("alert"));
    await expect(alert).toHaveTextContent(text(locale, "error.loginRequired"));
    await expect(
      canvas.getByRole("link", { name: text(locale, "comics.login.title") }),
    ).toHaveAttribute("href", `/${locale}/login`);
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(button).toHaveAccessibleDescription(
      new RegExp(text(locale, "error.loginRequired")),
    );
    await expect(args.onPressedChange).not.toHaveBeenCalled();
  };
}
