import { type MessageId, useT } from "@rawafed/i18n";
import { type ReactNode, useId } from "react";
import { button } from "../../components/Button/Button.css";
import { EmailLink, Field } from "../ReviewShared/Field";
import * as shared from "../ReviewShared/review.css";
import { localDateTime, useFormatDateTime } from "../shared/dateTime";
import { KeepToggle } from "./KeepToggle";

/** The details a corporate form may hold, in the order they are shown. */
export const inboxFields = ["email", "phone", "subject", "city", "company", "summary"] as const;
export type InboxField = (typeof inboxFields)[number];

export interface InboxEntry {
  id: string;
  /** The sender's name and what they wrote, as given (shown escaped, `dir="auto"`). */
  name: string;
  fields: Partial<Record<InboxField, string>>;
  message?: string;
  /** The language of the page they wrote from: `en` or `ar`. */
  language: string;
  /** When it arrived: `YYYY-MM-DDTHH:mm`. */
  receivedAt: string;
  /** An attached CV: its download address and file name. */
  cv?: { href: string; name: string };
  /**
   * An application's position: the opening's title (or its slug when it is no longer open), or
   * `null` for a spontaneous application. Messages have none.
   */
  position?: string | null;
  /** When it is deleted (`YYYY-MM-DD`), or `null` once kept past the retention period. */
  deleteOn?: string | null;
}

/** The retention period: the note, and the button that keeps an entry (or lets it go again). */
export interface InboxRetention {
  days: number;
  /** Keeps (or releases) one entry; resolves false when that did not save. */
  onKeep: (id: string, keep: boolean) => Promise<boolean>;
}

/** The applications' filter by position: a GET form, so the choice lives in the address. */
export interface InboxPositionFilter {
  /** Where the form is sent, and the fields it keeps (the section). */
  action: string;
  hidden?: Record<string, string>;
  /** The field's name in the address. */
  name: string;
  /** The openings to choose from: the value the address takes and the title shown. */
  options: readonly { value: string; label: string }[];
  /** The value that asks for the spontaneous applications (those naming no opening). */
  spontaneous: string;
  /** The value chosen now; empty or absent for all applications. */
  current?: string;
}

export interface InboxListProps {
  kind: "messages" | "applications";
  /** This page's entries, newest first. */
  entries: InboxEntry[];
  /** How many the inbox holds in all. */
  total: number;
  /** Applications only: the filter by position. */
  positionFilter?: InboxPositionFilter;
  retention?: InboxRetention;
  pagination?: ReactNode;
}

const fieldLabels = {
  email: "review.field.email",
  phone: "review.field.phone",
  subject: "review.field.subject",
  city: "review.field.city",
  company: "review.field.company",
  summary: "review.field.summary",
} as const satisfies Record<InboxField, MessageId>;

const languages: Record<string, MessageId> = { en: "language.english", ar: "language.arabic" };

/** The corporate inbox (contact messages or job applications): each entry as a card. */
export function InboxList({
  kind,
  entries,
  total,
  positionFilter,
  retention,
  pagination,
}: InboxListProps) {
  const t = useT();
  const format = useFormatDateTime();
  const headingId = useId();
  return (
    <section className={shared.section} aria-labelledby={headingId}>
      <div className={shared.header}>
        <h2 id={headingId} className={shared.heading}>
          {t(kind === "messages" ? "review.section.messages" : "review.section.applications")}
        </h2>
        <p className={shared.muted}>{t("review.total", { count: total })}</p>
      </div>
      {retention ? (
        <p className={shared.muted}>{t("review.retention.note", { days: retention.days })}</p>
      ) : null}
      {kind === "applications" && positionFilter ? (
        <PositionFilter filter={positionFilter} id={`${headingId}-position`} />
      ) : null}
      {entries.length === 0 ? (
        <p className={shared.empty}>
          {t(
            kind === "messages"
              ? "review.messages.empty"
              : positionFilter?.current
                ? "review.applications.emptyFiltered"
                : "review.applications.empty",
          )}
        </p>
      ) : (
        <ul className={shared.list}>
          {entries.map((entry) => {
            const { date, time } = format(entry.receivedAt);
            const language = languages[entry.language];
            return (
              <li key={entry.id}>
                <article className={shared.card} aria-labelledby={`${headingId}-${entry.id}`}>
                  <h3 id={`${headingId}-${entry.id}`} className={shared.entryHeading} dir="auto">
                    {entry.name}
                  </h3>
                  <dl className={shared.fields}>
                    {kind === "applications" && entry.position !== undefined ? (
                      <Field label={t("review.field.position")}>
                        {entry.position ? (
                          <span dir="auto">{entry.position}</span>
                        ) : (
                          t("review.position.spontaneous")
                        )}
                      </Field>
                    ) : null}
                    {inboxFields.map((field) => {
                      const value = entry.fields[field];
                      if (!value) return null;
                      return (
                        <Field key={field} label={t(fieldLabels[field])}>
                          {field === "email" ? (
                            <EmailLink email={value} />
                          ) : (
                            <span dir={field === "phone" ? "ltr" : "auto"}>{value}</span>
                          )}
                        </Field>
                      );
                    })}
                    <Field label={t("review.field.date")}>
                      <time dateTime={entry.receivedAt}>
                        {date} {time}
                      </time>
                    </Field>
                    <Field label={t("review.field.language")}>
                      {language ? t(language) : entry.language}
                    </Field>
                    {retention && entry.deleteOn !== undefined ? (
                      <Field label={t("review.retention.deleteOn")}>
                        {entry.deleteOn === null ? (
                          t("review.retention.kept")
                        ) : (
                          <time dateTime={entry.deleteOn}>
                            {t("section.date", { date: localDateTime(entry.deleteOn) })}
                          </time>
                        )}
                      </Field>
                    ) : null}
                  </dl>
                  {entry.message ? (
                    <p className={shared.body} dir="auto">
                      {entry.message}
                    </p>
                  ) : null}
                  {retention && entry.deleteOn !== undefined ? (
                    <KeepToggle
                      kept={entry.deleteOn === null}
                      onKeep={(keep) => retention.onKeep(entry.id, keep)}
                    />
                  ) : null}
                  {entry.cv ? (
                    <p className={shared.value}>
                      <a className={shared.textLink} href={entry.cv.href} download>
                        {t("review.cv.download")} (<bdi dir="auto">{entry.cv.name}</bdi>)
                      </a>
                    </p>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {pagination}
    </section>
  );
}

/** The applications' filter: all, the spontaneous ones, or those naming one opening. */
function PositionFilter({ filter, id }: { filter: InboxPositionFilter; id: string }) {
  const t = useT();
  return (
    // A form landmark rather than <search>: assistive technology does not all know that one yet.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form
      role="search"
      aria-label={t("review.position.filters")}
      method="get"
      action={filter.action}
      className={shared.filters}
    >
      {Object.entries(filter.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={shared.filterField}>
        <label htmlFor={id} className={shared.filterLabel}>
          {t("review.position.filter")}
        </label>
        <select
          id={id}
          name={filter.name}
          defaultValue={filter.current ?? ""}
          className={shared.filterControl}
        >
          <option value="">{t("review.position.all")}</option>
          <option value={filter.spontaneous}>{t("review.position.spontaneous")}</option>
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={button({ variant: "secondary" })}>
        {t("review.position.apply")}
      </button>
    </form>
  );
}
