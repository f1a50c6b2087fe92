import { type MessageId, useT } from "@rawafed/i18n";
import type { ReactNode } from "react";
import { Container } from "../../components/Container/Container";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import * as styles from "./ReviewConsole.css";

/** The console's sections, in menu order: the comics platform's first, then the corporate inbox. */
export const reviewSections = [
  "submissions",
  "translators",
  "requests",
  "comicComments",
  "reports",
  "comments",
  "messages",
  "applications",
  "subscribers",
  "log",
] as const;
export type ReviewSectionId = (typeof reviewSections)[number];

const labels = {
  translators: "review.section.translators",
  requests: "review.section.requests",
  comicComments: "review.section.comicComments",
  reports: "review.section.reports",
  log: "review.section.log",
  comments: "review.section.comments",
  messages: "review.section.messages",
  applications: "review.section.applications",
  subscribers: "review.section.subscribers",
  submissions: "review.section.submissions",
} as const satisfies Record<ReviewSectionId, MessageId>;

export interface ReviewConsoleProps {
  /** Each section the app has: its address and how many items wait there. */
  sections: Partial<Record<ReviewSectionId, { href: string; count: number }>>;
  /** The section shown, marked `aria-current="page"`. */
  current: ReviewSectionId;
  /** The section itself, headed by an `h2`. */
  children: ReactNode;
}

/** The reviewing team's console: its title, the sections with their waiting counts, the section. */
export function ReviewConsole({ sections, current, children }: ReviewConsoleProps) {
  const t = useT();
  return (
    <Container>
      <div className={styles.frame}>
        <h1 className={styles.title}>{t("review.title")}</h1>
        <nav aria-label={t("review.nav.label")} className={styles.nav}>
          <ul className={styles.list}>
            {reviewSections.map((id) => {
              const section = sections[id];
              if (!section) return null;
              return (
                <li key={id}>
                  {/* A plain link: the address carries a search (`?section=`), a full load. */}
                  <a
                    href={section.href}
                    className={styles.link}
                    aria-current={id === current ? "page" : undefined}
                  >
                    <span>{t(labels[id])}</span>
                    <span
                      className={styles.count[section.count > 0 ? "waiting" : "none"]}
                      aria-hidden="true"
                    >
                      {section.count}
                    </span>
                    <VisuallyHidden>{t("review.count", { count: section.count })}</VisuallyHidden>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.content}>{children}</div>
      </div>
    </Container>
  );
}

/** A section's heading text (the console's sections and their stories share it). */
export const reviewSectionLabel = (id: ReviewSectionId): MessageId => labels[id];
