import * as RadixDialog from "@radix-ui/react-dialog";
import { useT } from "@rawafed/i18n";
import type { ReactElement, ReactNode } from "react";
import { Icon } from "../Icon";
import * as styles from "./Dialog.css";

export interface DialogProps {
  /** The title, from the catalog; it names the dialog. */
  title: ReactNode;
  /** A sentence that describes the dialog; announced when it opens. */
  description?: ReactNode;
  /** The element that opens the dialog (a button); it gets `aria-expanded` and focus back on close. */
  trigger?: ReactElement;
  /** Controlled state; leave both out for an uncontrolled dialog. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `center`: a modal card; `end`: a full-height sheet on the inline-end side (mobile menus). */
  placement?: "center" | "end";
  /** Where focus goes on close, when not to the trigger (a dialog opened without one). */
  onCloseAutoFocus?: (event: Event) => void;
  /** The close button's accessible name; "Close" by default. */
  closeLabel?: string;
  children?: ReactNode;
}

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape and the close button close it, and
 * focus returns to the trigger. Rendered in a portal at the end of `<body>`.
 */
export function Dialog({
  title,
  description,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  placement = "center",
  closeLabel,
  onCloseAutoFocus,
  children,
}: DialogProps) {
  const t = useT();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content[placement]}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close
              className={styles.close}
              aria-label={closeLabel ?? t("action.close")}
            >
              <Icon name="close" size={24} />
            </RadixDialog.Close>
          </div>
          <div className={styles.body}>
            {description ? (
              <RadixDialog.Description className={styles.description}>
                {description}
              </RadixDialog.Description>
            ) : null}
            {children}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding dialog when its child (a button) is pressed. */
export const DialogClose = RadixDialog.Close;
