import { type ReactNode, useId } from "react";
import * as styles from "./PartSection.css";

export interface PartSectionProps {
  /** The part's heading, already localized. */
  heading: string;
  /** h2 on a page under its h1 (the default), h3 inside another part. */
  level?: 2 | 3;
  /** Shown at the end of the heading row (e.g. a count or a "View all" link). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A headed part of a comics page: a `section` named by its heading. */
export function PartSection({ heading, level = 2, aside, className, children }: PartSectionProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id} className={[styles.part, className].filter(Boolean).join(" ")}>
      <div className={styles.header}>
        <Heading id={id} className={styles.heading}>
          {heading}
        </Heading>
        {aside}
      </div>
      {children}
    </section>
  );
}
