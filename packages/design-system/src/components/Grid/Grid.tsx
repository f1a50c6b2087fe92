import type { ReactNode } from "react";
import type { Space } from "../Box/Box.css";
import * as styles from "./Grid.css";

export type GridColumnCount = 1 | 2 | 3 | 4 | 5 | 6;

export interface GridColumns {
  /** Under 768 px. */
  mobile?: GridColumnCount;
  /** From 768 px. */
  tablet?: GridColumnCount;
  /** From 1024 px. */
  desktop?: GridColumnCount;
}

export interface GridProps {
  /** `ul`/`ol` keep list semantics (no bullets); children are then `li`. */
  as?: "div" | "ul" | "ol" | "dl";
  /** Columns per breakpoint; a missing breakpoint inherits the smaller one. */
  columns?: GridColumns;
  gap?: Space;
  className?: string;
  children: ReactNode;
  /** Names a list, when the grid is one. */
  "aria-label"?: string;
  "aria-labelledby"?: string;
}

/** Equal columns that grow in number with the viewport. */
export function Grid({
  as: Tag = "div",
  columns = { mobile: 1, tablet: 2, desktop: 3 },
  gap = "lg",
  className,
  children,
  ...aria
}: GridProps) {
  const mobile = columns.mobile ?? 1;
  const tablet = columns.tablet ?? mobile;
  const desktop = columns.desktop ?? tablet;
  const classes = [
    styles.grid,
    styles.gap[gap],
    styles.mobile[mobile],
    styles.tablet[tablet],
    styles.desktop[desktop],
    className,
  ];
  return (
    <Tag {...aria} className={classes.filter(Boolean).join(" ")}>
      {children}
    </Tag>
  );
}
