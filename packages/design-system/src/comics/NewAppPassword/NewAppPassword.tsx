import { type MessageId, TIsolated, useT } from "@rawafed/i18n";
import { useId, useState } from "react";
import { Button } from "../../components/Button/Button";
import { Heading } from "../../components/Heading/Heading";
import { Text } from "../../components/Text/Text";
import * as styles from "./NewAppPassword.css";

/** The catalogs' addresses a reading app is given. */
export interface AppCatalogs {
  /** OPDS 1.2 (Atom), for most apps (Panels, KOReader, Chunky). */
  v1: string;
  /** OPDS 2.0 (JSON). */
  v2: string;
  /** OPDS 1.2 with the password in the address, for apps that cannot send one. */
  keyed: string;
}

export interface NewAppPasswordProps {
  /** The app's name the person gave. */
  name: string;
  /** The password, shown this once. */
  password: string;
  /** What the app asks as the user name: the account's address. */
  user: string;
  catalogs: AppCatalogs;
  /** Closes the panel (the password is not shown again). */
  onDone: () => void;
}

type Copied = "password" | "keyed" | "failed" | null;

/**
 * A new app password, shown once with what a reading app asks for: the catalog's address, the user
 * name and the password, or one address that holds the password. Each can be copied; the form
 * that made it says so above (the focus is on its message).
 */
export function NewAppPassword({ name, password, user, catalogs, onDone }: NewAppPasswordProps) {
  const t = useT();
  const [copied, setCopied] = useState<Copied>(null);
  const titleId = useId();
  const copy = async (what: "password" | "keyed", text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    } catch {
      setCopied("failed");
    }
  };
  const rows: [MessageId, string][] = [
    ["comics.appPasswords.catalogV1", catalogs.v1],
    ["comics.appPasswords.catalogV2", catalogs.v2],
    ["comics.appPasswords.user", user],
    ["comics.appPasswords.password", password],
  ];
  const said: Record<Exclude<Copied, null>, MessageId> = {
    password: "comics.appPasswords.copiedPassword",
    keyed: "comics.appPasswords.copiedKeyed",
    failed: "comics.appPasswords.copyFailed",
  };
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Heading level={3} id={titleId}>
        <TIsolated id="comics.appPasswords.newTitle" values={{ name }} isolated="name" />
      </Heading>
      <Text>{t("comics.appPasswords.onlyOnce")}</Text>
      <dl className={styles.details}>
        {rows.map(([label, text]) => (
          <div key={label}>
            <dt className={styles.term}>{t(label)}</dt>
            <dd className={styles.value}>
              <code className={styles.code} dir="ltr" translate="no">
                {text}
              </code>
            </dd>
          </div>
        ))}
        <div>
          <dt className={styles.term}>{t("comics.appPasswords.catalogKeyed")}</dt>
          <dd className={styles.value}>
            <Text size="sm" tone="muted">
              {t("comics.appPasswords.catalogKeyedHint")}
            </Text>
            <code className={styles.code} dir="ltr" translate="no">
              {catalogs.keyed}
            </code>
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => copy("password", password)}>
          {t("comics.appPasswords.copyPassword")}
        </Button>
        <Button variant="secondary" onClick={() => copy("keyed", catalogs.keyed)}>
          {t("comics.appPasswords.copyKeyed")}
        </Button>
        <Button onClick={onDone}>{t("comics.appPasswords.done")}</Button>
      </div>
      <div role="status">{copied ? <Text>{t(said[copied])}</Text> : null}</div>
    </section>
  );
}
