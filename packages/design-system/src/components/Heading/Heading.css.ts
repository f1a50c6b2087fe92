import { styleVariants } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

const base = {
  marginBlock: 0,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
} as const;

export const level = styleVariants({
  1: { ...base, fontSize: vars.font.size.display, marginBlockEnd: vars.space.lg },
  2: { ...base, fontSize: vars.font.size.xxl, marginBlockEnd: vars.space.md },
  3: { ...base, fontSize: vars.font.size.xl, marginBlockEnd: vars.space.sm },
  4: { ...base, fontSize: vars.font.size.lg, marginBlockEnd: vars.space.xs },
});
