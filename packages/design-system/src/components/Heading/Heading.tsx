import type { ReactNode } from "react";
import * as styles from "./Heading.css";

export interface HeadingProps {
  level: 1 | 2 | 3 | 4;
  /** The visual size when it differs from the outline level. */
  size?: 1 | 2 | 3 | 4;
  id?: string;
  children: ReactNode;
}

export function Heading({ level, size = level, id, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={styles.level[size]}>
      {children}
    </Tag>
  );
}
