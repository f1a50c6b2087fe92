import { useT } from "@rawafed/i18n";
import { LockIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import * as styles from "./LoginRequired.css";

export interface LoginRequiredProps {
  /** The localized address of the log-in page. */
  loginHref: string;
  id?: string;
  className?: string;
}

/**
 * "You Have to login First": shown to a visitor who tries a protected action (save, follow, rate).
 * An alert, so it is announced the moment it appears, with a link to log in.
 */
export function LoginRequired({ loginHref, id, className }: LoginRequiredProps) {
  const t = useT();
  return (
    <div id={id} role="alert" className={[styles.notice, className].filter(Boolean).join(" ")}>
      <p className={styles.message}>
        <LockIcon className={styles.icon} />
        {t("error.loginRequired")}
      </p>
      <Link href={loginHref} className={styles.login}>
        {t("comics.login.title")}
      </Link>
    </div>
  );
}
