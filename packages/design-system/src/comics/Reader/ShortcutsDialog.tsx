import { type MessageId, useT } from "@rawafed/i18n";
import { memo } from "react";
import { Dialog } from "../../components/Dialog/Dialog";
import * as styles from "./Reader.css";
import type { ReadingDirection } from "./types";

export interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  direction: ReadingDirection;
}

/** The keys and what each does; the arrows as the comic's direction has them. */
function shortcuts(direction: ReadingDirection): [keys: string[], does: MessageId][] {
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
    [["F"], "comics.reader.keys.fullscreen"],
    [["Tab"], "comics.reader.keys.bars"],
    [["?"], "comics.reader.keys.shortcuts"],
  ];
}

/** The reader's keyboard shortcuts (`?`), in a dialog; memoized: it does not change with a turn. */
export const ShortcutsDialog = memo(function ShortcutsDialog({
  open,
  onOpenChange,
  direction,
}: ShortcutsDialogProps) {
  const t = useT();
  return (
    <Dialog title={t("comics.reader.keys.title")} open={open} onOpenChange={onOpenChange}>
      <dl className={styles.shortcuts}>
        {shortcuts(direction).map(([keys, does]) => (
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
