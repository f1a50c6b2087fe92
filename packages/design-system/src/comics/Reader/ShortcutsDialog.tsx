import { type MessageId, useT } from "@rawafed/i18n";
import { memo } from "react";
import { Dialog } from "../../components/Dialog/Dialog";
import * as styles from "./Reader.css";
import type { ReadingDirection } from "./types";

export interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  direction: ReadingDirection;
  /** Whether the browser offers full screen: `F` is listed only then. */
  fullscreen: boolean;
  /** Where focus goes on close: the dialog has no trigger of its own. */
  onCloseAutoFocus: (event: Event) => void;
}

/** The keys and what each does; the arrows as the comic's direction has them. */
function shortcuts(
  direction: ReadingDirection,
  fullscreen: boolean,
): [keys: string[], does: MessageId][] {
  const paged = direction !== "vertical";
  const nextArrow = direction === "rtl" ? "←" : "→";
  const previousArrow = direction === "rtl" ? "→" : "←";
  return [
    [[...(paged ? [nextArrow] : []), "Space", "PageDown", "J"], "comics.reader.keys.next"],
    [
      [...(paged ? [previousArrow] : []), "Shift + Space", "PageUp", "K"],
      "comics.reader.keys.previous",
    ],
    [["Home"], "comics.reader.keys.first"],
    [["End"], "comics.reader.keys.last"],
    ...(paged ? [[["+", "-", "0"], "comics.reader.keys.zoom"] as [string[], MessageId]] : []),
    ...(fullscreen ? [[["F"], "comics.reader.keys.fullscreen"] as [string[], MessageId]] : []),
    [["Tab"], "comics.reader.keys.bars"],
    [["?"], "comics.reader.keys.shortcuts"],
  ];
}

/** The reader's keyboard shortcuts (`?`), in a dialog; memoized: it does not change with a turn. */
export const ShortcutsDialog = memo(function ShortcutsDialog({
  open,
  onOpenChange,
  direction,
  fullscreen,
  onCloseAutoFocus,
}: ShortcutsDialogProps) {
  const t = useT();
  return (
    <Dialog
      title={t("comics.reader.keys.title")}
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <dl className={styles.shortcuts}>
        {shortcuts(direction, fullscreen).map(([keys, does]) => (
          <div key={does} className={styles.shortcut}>
            <dt className={styles.shortcutKeys}>
              {keys.map((key, index) => (
                <span key={key}>
                  {index > 0 ? ` ${t("comics.reader.keys.or")} ` : null}
                  <kbd className={styles.kbd} dir="ltr">
                    {key}
                  </kbd>
                </span>
              ))}
            </dt>
            <dd className={styles.shortcutDoes}>{t(does)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
});
