import type { ReactNode } from "react";
import type { Space } from "../Box/Box.css";
import * as styles from "./Inline.css";

export interface InlineProps {
  /** `ul`/`ol` keep list semantics (no bullets); children are then `li`. */
  as?: "div" | "span" | "ul" | "ol" | "p";
  /** The gap between children (both axes when they wrap). */
  gap?: Space;
  /** Cross-axis alignment. */
  align?: keyof typeof styles.align;
  /** Main-axis distribution; `start` is the reading direction's start. */
  justify?: keyof typeof styles.justify;
  /** Keeps all children on one line. */
  nowrap?: boolean;
  className?: string;
  children: ReactNode;
}

/** Children side by side in the reading direction, wrapping onto new lines. */
export function Inline({
  as: Tag = "div",
  gap = "sm",
  align = "center",
  justify = "start",
  nowrap = false,
  className,
  children,
}: InlineProps) {
  const classes = [
    styles.inline,
    styles.gap[gap],
    styles.align[align],
    styles.justify[justify],
    nowrap && styles.nowrap,
    className,
  ];
  return <Tag className={classes.filter(Boolean).join(" ")}>{children}</Tag>;
}
