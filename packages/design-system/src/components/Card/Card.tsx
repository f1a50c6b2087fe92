import type { ReactNode } from "react";
import { type CardVariants, card } from "./Card.css";

export interface CardProps extends CardVariants {
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
