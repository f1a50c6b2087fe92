import type { ReactNode } from "react";
import * as styles from "./Text.css";

export interface TextProps {
  tone?: keyof typeof styles.tone;
  size?: keyof typeof styles.size;
  /** `p` for a paragraph, `span` inside other text. */
  as?: "p" | "span" | "div";
  children: ReactNode;
}

export function Text({ tone = "normal", size = "md", as: Tag = "p", children }: TextProps) {
  return <Tag className={`${styles.tone[tone]} ${styles.size[size]}`}>{children}</Tag>;
}
