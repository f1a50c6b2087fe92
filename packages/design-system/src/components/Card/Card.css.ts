import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/theme.css";

export const card = recipe({
  base: {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    gap: vars.space.sm,
    minInlineSize: 0,
    margin: 0,
    borderRadius: vars.radius.md,
    borderWidth: 1,
    borderStyle: "solid",
    borderColor: vars.color.border,
    overflowWrap: "anywhere",
  },
  variants: {
    tone: {
      surface: { backgroundColor: vars.color.surface, color: vars.color.text },
      muted: {
        backgroundColor: vars.color.surfaceMuted,
        borderColor: "transparent",
        color: vars.color.text,
      },
      brand: {
        backgroundColor: vars.color.brand,
        borderColor: "transparent",
        color: vars.color.textOnBrand,
      },
    },
    padding: {
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    /** A gold bar along the block start edge. */
    accent: {
      true: { borderBlockStartWidth: 4, borderBlockStartColor: vars.color.gold },
      false: {},
    },
    /** Lifts on hover and when a link inside has focus (cards that are one link). */
    interactive: {
      true: {
        transitionProperty: "box-shadow, border-color",
        transitionDuration: vars.motion.fast,
        selectors: {
          "&:hover, &:focus-within": { boxShadow: vars.shadow.md },
        },
        "@media": { "(prefers-reduced-motion: reduce)": { transitionDuration: "0s" } },
      },
      false: {},
    },
  },
  defaultVariants: { tone: "surface", padding: "md", accent: false, interactive: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
