import { useT } from "@rawafed/i18n";
import { useId } from "react";
import { button } from "../../components/Button/Button.css";
import { StudioTime, useStudioDateTime } from "../shared/locale";
import * as shared from "../shared/studio.css";
import type { EditorialLanguage, RevisionEntry } from "../types";
import * as styles from "./RevisionHistory.css";

export interface RevisionHistoryProps {
  /** Whose history this is: the heading names the language version. */
  language: EditorialLanguage;
  /** The version's revisions, in any order: shown newest first (by number). */
  revisions: readonly RevisionEntry[];
  /** The revision the version holds now: marked, and not offered for restoring. */
  currentId: string;
  /** Where the comparison form is sent, with GET; its fields are `from` and `to` (revision ids). */
  compareAction: string;
  /** The comparison shown now, if any; by default the two newest revisions are chosen. */
  compareFrom?: string;
  compareTo?: string;
  /**
   * Where "Restore as new draft" posts (a plain POST form, so it works without script): the
   * field `revision` holds the revision's id. The server makes a new draft from it and answers
   * with the editor (Post/Redirect/Get).
   */
  restoreAction: string;
  /** More hidden fields for the restore forms, such as a CSRF token. */
  hiddenFields?: Readonly<Record<string, string>>;
  /** The level of the part's heading (2 by default); each revision's is one below. */
  headingLevel?: 2 | 3;
}

/**
 * A language version's revisions, newest first (number, author, time in Riyadh, note), the
 * current one marked; a GET form to compare two; and per older revision a POST form that restores
 * it as a new draft.
 */
export function RevisionHistory({
  language,
  revisions,
  currentId,
  compareAction,
  compareFrom,
  compareTo,
  restoreAction,
  hiddenFields = {},
  headingLevel = 2,
}: RevisionHistoryProps) {
  const t = useT();
  const id = useId();
  const format = useStudioDateTime();
  const sorted = [...revisions].sort((a, b) => b.number - a.number);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const RevisionHeading = headingLevel === 2 ? "h3" : "h4";
  const from = compareFrom ?? sorted[1]?.id ?? "";
  const to = compareTo ?? sorted[0]?.id ?? "";

  const revisionSelect = (name: "from" | "to", chosen: string) => (
    <div className={shared.field}>
      <label htmlFor={`${id}-${name}`} className={shared.label}>
        {t(name === "from" ? "studio.history.from" : "studio.history.to")}
      </label>
      <select id={`${id}-${name}`} name={name} defaultValue={chosen} className={shared.control}>
        {sorted.map((revision) => (
          <option key={revision.id} value={revision.id}>
            {t("studio.history.option", { number: revision.number, when: format(revision.at) })}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section className={shared.section} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className={shared.heading}>
        {t("studio.history.heading", { language })}
      </Heading>
      {sorted.length === 0 ? <p className={shared.empty}>{t("studio.history.empty")}</p> : null}
      {sorted.length > 1 ? (
        <form method="get" action={compareAction} className={styles.compare}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t("studio.history.compare")}</legend>
            <div className={styles.compareFields}>
              {revisionSelect("from", from)}
              {revisionSelect("to", to)}
              <button type="submit" className={button({ variant: "secondary" })}>
                {t("studio.history.compareSubmit")}
              </button>
            </div>
          </fieldset>
        </form>
      ) : null}
      {sorted.length > 0 ? (
        <ol className={styles.list} aria-label={t("studio.history.revisions")}>
          {sorted.map((revision) => {
            const current = revision.id === currentId;
            const headingId = `${id}-revision-${revision.id}`;
            return (
              <li
                key={revision.id}
                className={current ? styles.currentCard : shared.card}
                aria-current={current ? "true" : undefined}
              >
                <div className={styles.cardHeader}>
                  <RevisionHeading id={headingId} className={shared.subheading}>
                    {t("studio.history.revision", { number: revision.number })}
                  </RevisionHeading>
                  {current ? (
                    <span className={styles.currentMark}>
                      <svg
                        className={styles.icon}
                        viewBox="0 0 24 24"
                        aria-hidden="true"
                        focusable="false"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth={2.5}
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      >
                        <path d="M5 12.5l4.5 4.5L19 7" />
                      </svg>
                      {t("studio.history.current")}
                    </span>
                  ) : null}
                </div>
                <dl className={shared.fields}>
                  <dt className={shared.term}>{t("studio.history.author")}</dt>
                  <dd className={shared.definition}>
                    {revision.author ?? t("studio.history.unknownAuthor")}
                  </dd>
                  <dt className={shared.term}>{t("studio.history.savedAt")}</dt>
                  <dd className={shared.definition}>
                    <StudioTime iso={revision.at} />
                  </dd>
                  {revision.note ? (
                    <>
                      <dt className={shared.term}>{t("studio.history.note")}</dt>
                      <dd className={`${shared.definition} ${styles.note}`} dir="auto">
                        {revision.note}
                      </dd>
                    </>
                  ) : null}
                </dl>
                {current ? null : (
                  <form method="post" action={restoreAction} className={styles.restore}>
                    <input type="hidden" name="revision" value={revision.id} />
                    {Object.entries(hiddenFields).map(([name, value]) => (
                      <input key={name} type="hidden" name={name} value={value} />
                    ))}
                    <button
                      type="submit"
                      className={button({ variant: "secondary", size: "small" })}
                      aria-describedby={headingId}
                    >
                      {t("studio.history.restore")}
                    </button>
                  </form>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
