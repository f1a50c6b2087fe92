import { type MessageId, useT } from "@rawafed/i18n";
import { type ReactNode, useId } from "react";
import { EmailLink, Field } from "../ReviewShared/Field";
import * as shared from "../ReviewShared/review.css";
import { useFormatDateTime } from "../shared/dateTime";

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
}

export interface InboxListProps {
  kind: "messages" | "applications";
  /** This page's entries, newest first. */
  entries: InboxEntry[];
  /** How many the inbox holds in all. */
  total: number;
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
export function InboxList({ kind, entries, total, pagination }: InboxListProps) {
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
      {entries.length === 0 ? (
        <p className={shared.empty}>
          {t(kind === "messages" ? "review.messages.empty" : "review.applications.empty")}
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
                  </dl>
                  {entry.message ? (
                    <p className={shared.body} dir="auto">
                      {entry.message}
                    </p>
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
