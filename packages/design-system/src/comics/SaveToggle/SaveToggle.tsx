import { useT } from "@rawafed/i18n";
import { BookmarkIcon } from "../../components/Icon";
import { ProtectedToggle, type ProtectedToggleProps } from "../shared/ProtectedToggle";
import * as styles from "./SaveToggle.css";

export type SaveToggleProps = ProtectedToggleProps;

/** Save / Saved for a comic or chapter; a visitor is asked to log in first. */
export function SaveToggle(props: SaveToggleProps) {
  const t = useT();
  return (
    <ProtectedToggle
      {...props}
      label={(pressed) => t(pressed ? "action.saved" : "action.save")}
      icon={(pressed) => <BookmarkIcon filled={pressed} className={styles.icon} />}
    />
  );
}
