import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/theme.css";

export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xxs,
    paddingBlock: "0.125rem",
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.round,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.normal,
    whiteSpace: "nowrap",
    inlineSize: "fit-content",
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
      brand: { backgroundColor: vars.color.brand, color: vars.color.textOnBrand },
      // Gold is a fill only: the text on it is the dark text colour (7:1).
      gold: { backgroundColor: vars.color.gold, color: vars.color.text },
      positive: { backgroundColor: vars.color.positive, color: vars.color.textOnBrand },
      outline: {
        backgroundColor: "transparent",
        color: vars.color.brand,
        boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
      },
    },
  },
  defaultVariants: { tone: "neutral" },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
