import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

/** News: a gold rule above a wide listing. */
export const frame = style({
  borderBlockStart: `4px solid ${vars.color.gold}`,
  paddingBlockStart: vars.space.lg,
});
