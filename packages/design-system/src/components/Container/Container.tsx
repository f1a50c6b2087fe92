import type { ReactNode } from "react";
import * as styles from "./Container.css";

export interface ContainerProps {
  as?: "div" | "section" | "header" | "footer" | "article";
  /** `narrow` for reading text (48rem), `default` for page content (75rem), `wide` (90rem). */
  width?: keyof typeof styles.width;
  className?: string;
  children: ReactNode;
}

/** Centres content at a maximum width, with inline padding that grows from 768 px. */
export function Container({
  as: Tag = "div",
  width = "default",
  className,
  children,
}: ContainerProps) {
  const classes = [styles.container, styles.width[width], className];
  return <Tag className={classes.filter(Boolean).join(" ")}>{children}</Tag>;
}
