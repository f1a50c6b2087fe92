import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

/** The consent sits apart from the fields above it. */
export const consent = style({
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
