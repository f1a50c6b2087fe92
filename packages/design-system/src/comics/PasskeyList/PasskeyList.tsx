import { useT } from "@rawafed/i18n";
import { Button } from "../../components/Button/Button";
import { Text } from "../../components/Text/Text";
import * as styles from "../accountParts/credentials.css";

export interface PasskeyItem {
  id: string;
  /** The name the person gave it, if any. */
  name: string | null;
  /** When it was added: an ISO date or date and time. */
  added: string;
}

export interface PasskeyListProps {
  passkeys: readonly PasskeyItem[];
  /** Removes one; absent when none may go (the staff's last second factor). */
  onRemove?: (id: string) => void;
  /** The one being removed: its button waits. */
  removing?: string | null;
}

/**
 * A person's passkeys: each named (or "Passkey") with the day it was added, and a button that
 * removes it, named after it for screen readers.
 */
export function PasskeyList({ passkeys, onRemove, removing }: PasskeyListProps) {
  const t = useT();
  if (passkeys.length === 0) return <Text>{t("comics.passkeys.none")}</Text>;
  return (
    <ul className={styles.list}>
      {passkeys.map((passkey) => {
        const name = passkey.name?.trim() || t("comics.passkeys.unnamed");
        return (
          <li key={passkey.id} className={styles.item}>
            <span className={styles.about}>
              <bdi className={styles.name}>{name}</bdi>
              <Text as="span" tone="muted" size="sm">
                {t("comics.passkeys.added", { date: new Date(passkey.added) })}
              </Text>
            </span>
            {onRemove ? (
              <Button
                variant="secondary"
                size="small"
                loading={removing === passkey.id}
                onClick={() => onRemove(passkey.id)}
              >
                {t("comics.passkeys.remove", { name })}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
