import { useT } from "@rawafed/i18n";
import type { ReactNode } from "react";
import { languageName, useStudioDateTime } from "../shared/locale";
import type { EditorialLanguage, EditorialState } from "../types";
import * as styles from "./EditorialStateBadge.css";

export interface EditorialStateBadgeProps {
  /** Whose state this is: the language is named in the text ("English: published"). */
  language: EditorialLanguage;
  state: EditorialState;
  /** The other language's version changed after this one was saved: flagged beside the state. */
  outdated?: boolean;
  /** For `scheduled`: when it goes live (ISO 8601, UTC), shown in Riyadh time. */
  scheduledAt?: string | null;
  className?: string;
}

// Each state has a shape of its own (not colour alone): a dashed ring for a version never
// written, a pencil, an eye, a clock, a tick, a struck-through ring.
const shapes: Record<EditorialState, ReactNode> = {
  missing: <circle cx="12" cy="12" r="8" strokeDasharray="3 3" />,
  draft: <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />,
  inReview: (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  scheduled: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  published: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l3 3 5-6" />
    </>
  ),
  unpublished: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.7 5.7l12.6 12.6" />
    </>
  ),
};

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/**
 * A language version's state as text with a shape ("English: published", "العربية: مسودة"),
 * a scheduled one with its date and time in Riyadh, and the "translation outdated" flag.
 */
export function EditorialStateBadge({
  language,
  state,
  outdated = false,
  scheduledAt,
  className,
}: EditorialStateBadgeProps) {
  const t = useT();
  const format = useStudioDateTime();
  const name = t(languageName[language]);
  const label =
    state === "scheduled" && scheduledAt
      ? t("studio.state.scheduledFor", { language: name, when: format(scheduledAt) })
      : t("studio.state.badge", { language: name, state });
  return (
    <span className={[styles.badge, className].filter(Boolean).join(" ")}>
      <span className={styles.state[state]} data-state={state}>
        <Glyph>{shapes[state]}</Glyph>
        <span>{label}</span>
      </span>
      {outdated ? (
        <span className={styles.outdated} data-outdated="">
          <Glyph>
            <path d="M12 3 2 20h20zM12 10v4M12 17h.01" />
          </Glyph>
          <span>{t("studio.state.outdated")}</span>
        </span>
      ) : null}
    </span>
  );
}
