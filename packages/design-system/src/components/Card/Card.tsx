import type { ReactNode } from "react";
import { type CardVariants, card } from "./Card.css";

export interface CardProps {
  // The recipe's variants, written out so the docs' props table can read them.
  /** The surface: `surface` (the default), `muted` or `brand`. */
  tone?: CardVariants["tone"];
  /** Inner space: `sm`, `md` (the default) or `lg`. */
  padding?: CardVariants["padding"];
  /** A gold rule along the top edge. */
  accent?: CardVariants["accent"];
  /** Lifts (a shadow) on hover and when a link inside has focus: a card that is one link. */
  interactive?: CardVariants["interactive"];
  /** `li` inside a list of cards, `article` for a self-contained item. */
  as?: "div" | "article" | "li" | "section";
  className?: string;
  children: ReactNode;
  "aria-labelledby"?: string;
}

/** A bordered surface that groups one item's content. */
export function Card({
  as: Tag = "div",
  tone,
  padding,
  accent,
  interactive,
  className,
  children,
  ...aria
}: CardProps) {
  return (
    <Tag
      {...aria}
      className={[card({ tone, padding, accent, interactive }), className]
        .filter(Boolean)
        .join(" ")}
    >
      {children}
    </Tag>
  );
}
