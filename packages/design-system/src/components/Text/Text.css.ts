import { styleVariants } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const tone = styleVariants({
  normal: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  critical: { color: vars.color.critical },
});

export const size = styleVariants({
  sm: { fontSize: vars.font.size.sm },
  md: { fontSize: vars.font.size.md },
  lg: { fontSize: vars.font.size.lg },
});
