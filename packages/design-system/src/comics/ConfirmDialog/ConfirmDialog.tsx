import { useT } from "@rawafed/i18n";
import type { ReactElement } from "react";
import { Button } from "../../components/Button/Button";
import { Dialog, DialogClose } from "../../components/Dialog/Dialog";
import * as styles from "./ConfirmDialog.css";

export type ConfirmKind = "logOut" | "deleteAccount" | "clearHistory" | "deleteComment";

export interface ConfirmDialogProps {
  /** `logOut`, or a destructive one: `deleteAccount`, `clearHistory`, `deleteComment`. */
  kind: ConfirmKind;
  /** Called when the reader confirms; the dialog then closes. */
  onConfirm: () => void;
  /**
   * The element that opens it; by default a button named after the action. `null`: none, the
   * dialog is opened by `open` (after a form's checks), and `onCloseAutoFocus` places the focus.
   */
  trigger?: ReactElement | null;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where the focus goes on close, when not back to the trigger (`event.preventDefault()` first). */
  onCloseAutoFocus?: (event: Event) => void;
}

const copy = {
  logOut: { title: "comics.account.logOut", question: "comics.account.logOutConfirm" },
  deleteAccount: {
    title: "comics.account.deleteAccount",
    question: "comics.account.deleteConfirm",
  },
  clearHistory: { title: "comics.history.clearTitle", question: "comics.history.clearConfirm" },
  deleteComment: {
    title: "comics.comments.deleteTitle",
    question: "comics.comments.deleteConfirm",
  },
} as const;

/**
 * The log-out and delete-account confirmations, on the Dialog: the title names it, the question
 * describes it, Cancel (or Escape, or the close button) closes it with focus back on the trigger,
 * Confirm calls `onConfirm`. All but log-out are destructive: a red confirm button.
 */
export function ConfirmDialog({
  kind,
  onConfirm,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const t = useT();
  const { title, question } = copy[kind];
  const destructive = kind !== "logOut";
  return (
    <Dialog
      title={t(title)}
      description={t(question)}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      trigger={
        trigger === undefined ? (
          <Button variant="secondary">{t(title)}</Button>
        ) : (
          (trigger ?? undefined)
        )
      }
    >
      <div className={styles.actions}>
        <DialogClose asChild>
          <Button variant="secondary">{t("action.cancel")}</Button>
        </DialogClose>
        <DialogClose asChild>
          {destructive ? (
            <button type="button" className={styles.destructive} onClick={onConfirm}>
              {t("action.confirm")}
            </button>
          ) : (
            <Button onClick={onConfirm}>{t("action.confirm")}</Button>
          )}
        </DialogClose>
      </div>
    </Dialog>
  );
}
