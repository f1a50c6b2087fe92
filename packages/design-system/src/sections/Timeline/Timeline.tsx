import { ItemHeading, Section, type SectionBaseProps } from "../shared/Section";
import { body, itemTitle } from "../shared/section.css";
import * as styles from "./Timeline.css";

export interface TimelineEntry {
  /** A four-digit year. */
  year: string;
  title: string;
  body: string;
}

export interface TimelineProps extends SectionBaseProps {
  /** In chronological order. */
  items: readonly TimelineEntry[];
}

/** Milestones in order: an ordered list of year, title (h3) and text along a line. */
export function Timeline({ heading, id, tone, items }: TimelineProps) {
  return (
    <Section heading={heading} id={id} tone={tone}>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={`${item.year}-${item.title}`} className={styles.item}>
            <time className={styles.year} dateTime={item.year}>
              {item.year}
            </time>
            <div className={styles.content}>
              <ItemHeading className={`${itemTitle} ${styles.onBand}`}>{item.title}</ItemHeading>
              <p className={`${body} ${styles.onBand}`}>{item.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
