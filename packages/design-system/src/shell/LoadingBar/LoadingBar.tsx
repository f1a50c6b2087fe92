import { useT } from "@rawafed/i18n";
import * as styles from "./LoadingBar.css";

export interface LoadingBarProps {
  /** A navigation is in progress. */
  loading: boolean;
}

/**
 * The thin gold bar at the top of the viewport while a page loads: an indeterminate progress bar
 * with an accessible name; nothing is rendered (or announced) when idle.
 */
export function LoadingBar({ loading }: LoadingBarProps) {
  const t = useT();
  if (!loading) return null;
  return (
    <div role="progressbar" aria-label={t("shell.loading")} className={styles.track}>
      <div className={styles.indicator} />
    </div>
  );
}
