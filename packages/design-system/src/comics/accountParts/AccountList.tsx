import { type ReactNode, type Ref, useId } from "react";
import { visuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden.css";
import * as styles from "./parts.css";

export interface AccountListProps {
  /** The page's heading, localized. */
  heading: string;
  headingLevel: 1 | 2;
  /** Beside the heading (e.g. "Clear all"). */
  action?: ReactNode;
  /** The polite announcement of the last removal. */
  announcement: string;
  /** Shown instead of the content when nothing is left. */
  empty: string | null;
  rootRef: Ref<HTMLElement>;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** An account page's list: its heading, a live region for removals, then the rows or the empty state. */
export function AccountList({
  heading,
  headingLevel,
  action,
  announcement,
  empty,
  rootRef,
  headingRef,
  children,
}: AccountListProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section ref={rootRef} className={styles.page} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {heading}
        </Heading>
        {action}
      </div>
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
      {empty === null ? children : <p className={styles.empty}>{empty}</p>}
    </section>
  );
}
