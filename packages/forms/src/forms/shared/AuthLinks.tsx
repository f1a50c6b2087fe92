import { Link } from "@rawafed/design-system";
import { type MessageId, useT } from "@rawafed/i18n";
import * as styles from "./form.css";

/** A line under an account form: "Don't have an account? Sign up". */
export function AuthLink({
  question,
  action,
  href,
}: {
  question?: MessageId;
  action: MessageId;
  href: string;
}) {
  const t = useT();
  return (
    <p className={styles.intro}>
      {question ? `${t(question)} ` : null}
      <Link href={href}>{t(action)}</Link>
    </p>
  );
}
