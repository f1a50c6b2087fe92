import type { ReactNode } from "react";
import { type BadgeVariants, badge } from "./Badge.css";

export interface BadgeProps {
  /** `neutral` (the default), `brand`, `gold` (dark text on gold), `positive` or `outline`. */
  tone?: BadgeVariants["tone"];
  className?: string;
  children: ReactNode;
}

/** A short status or category label (head office, full-time, a year). */
export function Badge({ tone, className, children }: BadgeProps) {
  return <span className={[badge({ tone }), className].filter(Boolean).join(" ")}>{children}</span>;
}
