import type { HTMLAttributes, ReactNode } from "react";
import * as styles from "./Box.css";

export type BoxElement =
  | "div"
  | "section"
  | "article"
  | "aside"
  | "header"
  | "footer"
  | "span"
  | "p"
  | "ul"
  | "ol"
  | "li";

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, "className" | "style"> {
  as?: BoxElement;
  /** Block (vertical) padding from the space scale. */
  paddingBlock?: styles.Space;
  /** Inline (start/end) padding from the space scale. */
  paddingInline?: styles.Space;
  background?: keyof typeof styles.background;
  radius?: keyof typeof styles.radius;
  textAlign?: keyof typeof styles.textAlign;
  className?: string;
  children?: ReactNode;
}

/** The base box: an element with spacing, surface and alignment from the tokens. */
export function Box({
  as: Tag = "div",
  paddingBlock,
  paddingInline,
  background,
  radius,
  textAlign,
  className,
  children,
  ...rest
}: BoxProps) {
  const classes = [
    paddingBlock && styles.paddingBlock[paddingBlock],
    paddingInline && styles.paddingInline[paddingInline],
    background && styles.background[background],
    radius && styles.radius[radius],
    textAlign && styles.textAlign[textAlign],
    className,
  ].filter(Boolean);
  return (
    <Tag {...rest} className={classes.length ? classes.join(" ") : undefined}>
      {children}
    </Tag>
  );
}
