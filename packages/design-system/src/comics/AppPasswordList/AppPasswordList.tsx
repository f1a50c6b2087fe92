import { TIsolated, useT } from "@rawafed/i18n";
import { Button } from "../../components/Button/Button";
import { Text } from "../../components/Text/Text";
import * as styles from "../accountParts/credentials.css";

export interface AppPasswordItem {
  id: string;
  /** The reading app's name, as the person gave it. */
  name: string;
  /** The password's first characters, to tell it apart from the app's settings. */
  start: string | null;
  /** When it was made: an ISO date and time. */
  added: string;
  /** When an app last used it; none if never. */
  lastUsed: string | null;
}

export interface AppPasswordListProps {
  passwords: readonly AppPasswordItem[];
  onRevoke: (id: string) => void;
  /** The one being revoked: its button waits. */
  revoking?: string | null;
}

/**
 * A person's app passwords: each with its app's name, its first characters, when it was made and
 * last used, and a button that revokes it, named after it for screen readers.
 */
export function AppPasswordList({ passwords, onRevoke, revoking }: AppPasswordListProps) {
  const t = useT();
  if (passwords.length === 0) return <Text>{t("comics.appPasswords.none")}</Text>;
  return (
    <ul className={styles.list}>
      {passwords.map((password) => (
        <li key={password.id} className={styles.item}>
          <span className={styles.about}>
            <bdi className={styles.name}>{password.name}</bdi>
            {password.start ? (
              <Text as="span" tone="muted" size="sm">
                <TIsolated
                  id="comics.appPasswords.start"
                  values={{ start: `${password.start}…` }}
                  isolated="start"
                  dir="ltr"
                />
              </Text>
            ) : null}
            <Text as="span" tone="muted" size="sm">
              {t("comics.appPasswords.added", { date: new Date(password.added) })}
            </Text>
            <Text as="span" tone="muted" size="sm">
              {password.lastUsed
                ? t("comics.appPasswords.lastUsed", { date: new Date(password.lastUsed) })
                : t("comics.appPasswords.neverUsed")}
            </Text>
          </span>
          <Button
            variant="secondary"
            size="small"
            loading={revoking === password.id}
            onClick={() => onRevoke(password.id)}
          >
            {t("comics.appPasswords.revoke", { name: password.name })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
