import type { ReactNode } from "react";
import { visuallyHidden } from "./VisuallyHidden.css";

export interface VisuallyHiddenProps {
  /** For `aria-describedby` / `aria-labelledby` references. */
  id?: string;
  children: ReactNode;
}

/** Text for assistive technology only (a screen-reader-only label or note). */
export function VisuallyHidden({ id, children }: VisuallyHiddenProps) {
  return (
    <span id={id} className={visuallyHidden}>
      {children}
    </span>
  );
}
