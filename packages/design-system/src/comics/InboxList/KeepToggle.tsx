import { useT } from "@rawafed/i18n";
import { useState } from "react";
import { Button } from "../../components/Button/Button";
import * as shared from "../ReviewShared/review.css";

/**
 * Keeps an inbox entry past the retention period: a toggle button (pressed while kept), and an
 * alert when the change did not save. The state shown is the saved one.
 */
export function KeepToggle({
  kept,
  onKeep,
}: {
  kept: boolean;
  onKeep: (keep: boolean) => Promise<boolean>;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className={shared.value}>
      <Button
        // Pressed looks pressed: filled while kept.
        variant={kept ? "primary" : "secondary"}
        size="small"
        aria-pressed={kept}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(false);
          // A call that throws (the network gone) is a failure said, not a button busy for good.
          const saved = await onKeep(!kept).catch(() => false);
          setBusy(false);
          setFailed(!saved);
        }}
      >
        {t("review.retention.keep")}
      </Button>
      {failed ? (
        <p role="alert" className={shared.muted}>
          {t("review.retention.failed")}
        </p>
      ) : null}
    </div>
  );
}
