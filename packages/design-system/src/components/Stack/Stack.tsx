import type { ReactNode } from "react";
import type { Space } from "../Box/Box.css";
import * as styles from "./Stack.css";

export interface StackProps {
  /** `ul`/`ol` keep list semantics (no bullets); children are then `li`. */
  as?: "div" | "section" | "ul" | "ol";
  /** The vertical gap between children, from the space scale. */
  gap?: Space;
  /** Cross-axis alignment; `start` follows the reading direction. */
  align?: keyof typeof styles.align;
  className?: string;
  children: ReactNode;
}

/** Children one above the other with an even vertical gap. */
export function Stack({
  as: Tag = "div",
  gap = "md",
  align = "stretch",
  className,
  children,
}: StackProps) {
  const classes = [styles.stack, styles.gap[gap], styles.align[align], className];
  return <Tag className={classes.filter(Boolean).join(" ")}>{children}</Tag>;
}
