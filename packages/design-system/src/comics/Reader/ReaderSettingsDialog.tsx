import { useT } from "@rawafed/i18n";
import { useId, useRef } from "react";
import { Button } from "../../components/Button/Button";
import { Dialog } from "../../components/Dialog/Dialog";
import { SlidersIcon } from "../../components/Icon";
import * as styles from "./Reader.css";
import { pageFits, type ReaderSettings, stripWidths } from "./settings";

export interface ReaderSettingsDialogProps {
  settings: ReaderSettings;
  onChange: (settings: ReaderSettings) => void;
  /** Paged or a strip: the fit is for pages, the width for a strip. */
  vertical: boolean;
  /** Opens the keyboard shortcuts (this dialog closes first); given where focus goes after. */
  onShortcuts: (returnTo: HTMLElement | null) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Reading settings": how pages fit (paged) or how wide the strip is (vertical), and whether a
 * tap on a page's side turns it. Native radios and a checkbox; each change applies at once.
 */
export function ReaderSettingsDialog({
  settings,
  onChange,
  vertical,
  onShortcuts,
  open,
  onOpenChange,
}: ReaderSettingsDialogProps) {
  const t = useT();
  const name = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={t("comics.reader.settings")}
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button ref={trigger} variant="ghost" size="small">
          <SlidersIcon className={styles.toolIcon} />
          <span className={styles.toolText}>{t("comics.reader.settings")}</span>
        </Button>
      }
    >
      <div className={styles.settings}>
        {vertical ? (
          <fieldset className={styles.choices}>
            <legend className={styles.choicesLegend}>{t("comics.reader.stripWidth")}</legend>
            {stripWidths.map((width) => (
              <label key={width} className={styles.choice}>
                <input
                  type="radio"
                  name={`${name}-width`}
                  checked={settings.stripWidth === width}
                  onChange={() => onChange({ ...settings, stripWidth: width })}
                />
                {t(`comics.reader.stripWidth.${width}`)}
              </label>
            ))}
          </fieldset>
        ) : (
          <fieldset className={styles.choices}>
            <legend className={styles.choicesLegend}>{t("comics.reader.fit")}</legend>
            {pageFits.map((fit) => (
              <label key={fit} className={styles.choice}>
                <input
                  type="radio"
                  name={`${name}-fit`}
                  checked={settings.fit === fit}
                  onChange={() => onChange({ ...settings, fit })}
                />
                {t(`comics.reader.fit.${fit}`)}
              </label>
            ))}
          </fieldset>
        )}
        {vertical ? null : (
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={settings.spreads}
              onChange={(event) => onChange({ ...settings, spreads: event.target.checked })}
            />
            {t("comics.reader.spreads")}
          </label>
        )}
        {vertical ? null : (
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={settings.tapZones}
              onChange={(event) => onChange({ ...settings, tapZones: event.target.checked })}
            />
            {t("comics.reader.tapZones")}
          </label>
        )}
        <Button
          variant="secondary"
          size="small"
          onClick={() => {
            onOpenChange(false);
            // The button that opened this dialog is gone with it: focus comes back to "Settings".
            onShortcuts(trigger.current);
          }}
        >
          {t("comics.reader.keys.title")}
        </Button>
      </div>
    </Dialog>
  );
}
