import { useT } from "@rawafed/i18n";
import { UserCheckIcon, UserPlusIcon } from "../../components/Icon";
import { ProtectedToggle, type ProtectedToggleProps } from "../shared/ProtectedToggle";
import * as styles from "./FollowToggle.css";

export type FollowToggleProps = ProtectedToggleProps;

/** Follow / Following for a translator or publisher; a visitor is asked to log in first. */
export function FollowToggle(props: FollowToggleProps) {
  const t = useT();
  return (
    <ProtectedToggle
      {...props}
      label={(pressed) => t(pressed ? "action.following" : "action.follow")}
      icon={(pressed) =>
        pressed ? (
          <UserCheckIcon className={styles.icon} />
        ) : (
          <UserPlusIcon className={styles.icon} />
        )
      }
    />
  );
}
