import { style } from "@vanilla-extract/css";

/** The rules that take an element out of sight, still read by assistive technology. */
export const visuallyHiddenRules = {
  position: "absolute",
  inlineSize: "1px",
  blockSize: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

/** Out of sight, still read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRules);
