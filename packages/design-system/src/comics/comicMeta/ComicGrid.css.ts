import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

/** Two columns on a phone, as many 11rem columns as fit above. */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(11rem, calc(50% - 0.5rem)), 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
