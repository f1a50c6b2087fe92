import { type MessageId, useT } from "@rawafed/i18n";
import { type ReactNode, useId } from "react";
import { button } from "../../components/Button/Button.css";
import { Container } from "../../components/Container/Container";
import type { EditorialKind } from "../types";
import * as styles from "./StudioFrame.css";

/** One entry of the studio's navigation: a kind of content and its list's address. */
export interface StudioSection {
  /** The kind's id: `news`, `blog`, `job`, `faq`, or a later one (`board`, `documents`…). */
  id: string;
  href: string;
  /** The catalog's name for it; the four kinds of part 1 have theirs by default. */
  label?: MessageId;
}

export interface StudioFrameProps {
  /** The kinds, in menu order; a later kind is one more entry (with its `label`). */
  sections: readonly StudioSection[];
  /** The id of the section shown: its link carries `aria-current="page"`. */
  current?: string;
  /** The content's heading (`h2`); by default the current section's name. */
  heading?: string;
  /** A slot beside the heading, for the "New item" link or button (see `StudioNewItemLink`). */
  newItem?: ReactNode;
  children: ReactNode;
}

const kindLabels: Record<EditorialKind, MessageId> = {
  news: "studio.frame.kind.news",
  blog: "studio.frame.kind.blog",
  job: "studio.frame.kind.job",
  faq: "studio.frame.kind.faq",
  statement: "studio.frame.kind.statement",
  policy: "studio.frame.kind.policy",
  catalog: "studio.frame.kind.catalog",
  board: "studio.frame.kind.board",
  committee: "studio.frame.kind.committee",
  leader: "studio.frame.kind.leader",
  team: "studio.frame.kind.team",
  org: "studio.frame.kind.org",
  event: "studio.frame.kind.event",
  video: "studio.frame.kind.video",
};

/** The catalog's name of a kind of content (News, Blog articles, Job openings, FAQ). */
export function studioKindLabel(kind: EditorialKind): MessageId {
  return kindLabels[kind];
}

function sectionLabel(section: StudioSection): MessageId | undefined {
  return section.label ?? kindLabels[section.id as EditorialKind];
}

/**
 * The studio's page frame: its title, the kinds of content as a navigation (a row of links on a
 * phone, a column beside the content from a tablet up), the content's heading with the "New
 * item" slot, a note that times are Riyadh's, and the content.
 */
export function StudioFrame({ sections, current, heading, newItem, children }: StudioFrameProps) {
  const t = useT();
  const headingId = useId();
  const currentSection = sections.find((section) => section.id === current);
  const currentLabel = currentSection ? sectionLabel(currentSection) : undefined;
  const shownHeading = heading ?? (currentLabel ? t(currentLabel) : undefined);
  return (
    <Container>
      <div className={styles.frame}>
        <h1 className={styles.title}>{t("studio.frame.title")}</h1>
        <nav aria-label={t("studio.frame.nav")} className={styles.nav}>
          <ul className={styles.list}>
            {sections.map((section) => {
              const label = sectionLabel(section);
              return (
                <li key={section.id}>
                  <a
                    href={section.href}
                    className={styles.link}
                    aria-current={section.id === current ? "page" : undefined}
                  >
                    {label ? t(label) : section.id}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className={styles.content} aria-labelledby={shownHeading ? headingId : undefined}>
          {shownHeading || newItem ? (
            <div className={styles.header}>
              {shownHeading ? (
                <h2 id={headingId} className={styles.heading}>
                  {shownHeading}
                </h2>
              ) : null}
              {newItem ? <div className={styles.actions}>{newItem}</div> : null}
            </div>
          ) : null}
          <p className={styles.note}>{t("studio.frame.timeZone")}</p>
          {children}
        </section>
      </div>
    </Container>
  );
}

export interface StudioNewItemLinkProps {
  /** The editor's address for a new item of the current kind. */
  href: string;
  /** "New item" by default. */
  label?: MessageId;
}

/** The frame's "New item": a button-like link with a plus. */
export function StudioNewItemLink({
  href,
  label = "studio.frame.newItem",
}: StudioNewItemLinkProps) {
  const t = useT();
  return (
    <a href={href} className={button({ variant: "primary" })}>
      <svg
        className={styles.plus}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
      >
        <path d="M12 5v14M5 12h14" />
      </svg>
      {t(label)}
    </a>
  );
}
