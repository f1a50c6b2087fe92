import { useT } from "@rawafed/i18n";
import { useId } from "react";
import { encode } from "uqr";
import { Heading } from "../../components/Heading/Heading";
import { Text } from "../../components/Text/Text";
import * as styles from "./TwoFactorSetup.css";

export interface TwoFactorSetupProps {
  /** The `otpauth://totp/...` URI the server gave for the new authenticator app. */
  uri: string;
}

/** The URI as a QR code: one path of unit squares, drawn by React (no markup from a string). */
function QrCode({ uri, label }: { uri: string; label: string }) {
  const { data, size } = encode(uri, { border: 2 });
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      className={styles.code}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000000" />
    </svg>
  );
}

/** The key of the URI, in groups of four, for an app that takes it typed. */
const setupKey = (uri: string): string =>
  (new URL(uri).searchParams.get("secret") ?? "").match(/.{1,4}/g)?.join(" ") ?? "";

/**
 * Adding an authenticator app: scan the code, or open the link on the phone that has the app, or
 * type the key. Codes and keys read left to right in both languages.
 */
export function TwoFactorSetup({ uri }: TwoFactorSetupProps) {
  const t = useT();
  return (
    <ol className={styles.steps}>
      <li>
        {t("comics.twoFactor.setup.scan")}
        <QrCode uri={uri} label={t("comics.twoFactor.setup.qrLabel")} />
      </li>
      <li>
        {t("comics.twoFactor.setup.key")}{" "}
        <code className={styles.key} dir="ltr" translate="no">
          {setupKey(uri)}
        </code>{" "}
        <a href={uri}>{t("comics.twoFactor.setup.openApp")}</a>
      </li>
    </ol>
  );
}

export interface BackupCodeListProps {
  codes: readonly string[];
}

/** One-time backup codes, shown once: each works once, in place of the app's code. */
export function BackupCodeList({ codes }: BackupCodeListProps) {
  const t = useT();
  const title = useId();
  return (
    <section aria-labelledby={title}>
      <Heading level={3} id={title}>
        {t("comics.twoFactor.backup.title")}
      </Heading>
      <Text>{t("comics.twoFactor.backup.intro")}</Text>
      <ul className={styles.codes} dir="ltr" translate="no">
        {codes.map((code) => (
          <li key={code} className={styles.codeItem}>
            {code}
          </li>
        ))}
      </ul>
    </section>
  );
}
