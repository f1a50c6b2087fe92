import { type MessageId, useT } from "@rawafed/i18n";
import { useId, useState } from "react";
import { Button } from "../../components/Button/Button";
import { Heading } from "../../components/Heading/Heading";
import { Stack } from "../../components/Stack/Stack";
import { Text } from "../../components/Text/Text";
import * as styles from "./DataExportPanel.css";

/** Where a person's "Download my data" stands. */
export type DataExport =
  | { state: "none" }
  | { state: "pending" }
  | { state: "ready"; href: string; bytes: number; expiresAt: string }
  | { state: "failed" };

export interface DataExportPanelProps {
  export: DataExport;
  /** Asks for a new export; resolves false when the ask did not go through. */
  onRequest: () => Promise<boolean>;
}

const MB = 1024 * 1024;

/**
 * "Download my data" in the account's settings: what the copy holds, where it stands (being
 * made, ready with its size and last day, or failed), the zip's link when ready, and the button
 * that asks for a new one.
 */
export function DataExportPanel({ export: made, onRequest }: DataExportPanelProps) {
  const t = useT();
  const title = useId();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<MessageId | null>(null);
  const size = (bytes: number) =>
    bytes >= MB
      ? t("form.file.size", { size: bytes / MB })
      : t("form.file.sizeSmall", { size: Math.max(1, Math.round(bytes / 1024)) });
  return (
    <section id="your-data" aria-labelledby={title} className={styles.panel}>
      <Stack gap="md">
        <Heading level={2} id={title}>
          {t("comics.dataExport.title")}
        </Heading>
        <Text>{t("comics.dataExport.intro")}</Text>
        <div role="status">
          {said ? (
            <Text>{t(said)}</Text>
          ) : made.state === "pending" ? (
            <Text>{t("comics.dataExport.pending")}</Text>
          ) : made.state === "ready" ? (
            <Text>
              {t("comics.dataExport.ready", {
                size: size(made.bytes),
                date: new Date(made.expiresAt),
              })}
            </Text>
          ) : null}
        </div>
        {made.state === "failed" && !said ? (
          <div role="alert">
            <Text tone="critical">{t("comics.dataExport.failed")}</Text>
          </div>
        ) : null}
        {made.state === "ready" ? (
          <p className={styles.download}>
            <a href={made.href} download className={styles.link}>
              {t("comics.dataExport.download")}
            </a>
          </p>
        ) : null}
        {made.state !== "pending" && said !== "comics.dataExport.requested" ? (
          <div>
            <Button
              variant="secondary"
              loading={busy}
              onClick={async () => {
                setBusy(true);
                // A call that throws (the network gone) is a failure said, not a button busy for good.
                const asked = await onRequest().catch(() => false);
                setBusy(false);
                setSaid(asked ? "comics.dataExport.requested" : "validation.serverError");
              }}
            >
              {t("comics.dataExport.request")}
            </Button>
          </div>
        ) : null}
      </Stack>
    </section>
  );
}
