import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/theme.css";

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xs,
    minBlockSize: vars.size.target,
    borderRadius: vars.radius.md,
    borderWidth: 2,
    borderStyle: "solid",
    fontFamily: "inherit",
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: "none",
    cursor: "pointer",
    transitionProperty: "background-color, color, border-color",
    transitionDuration: vars.motion.fast,
    "@media": { "(prefers-reduced-motion: reduce)": { transitionDuration: "0s" } },
    selectors: {
      "&:disabled, &[aria-disabled='true']": { cursor: "not-allowed", opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.textOnBrand,
        selectors: { "&:hover:not(:disabled)": { backgroundColor: vars.color.brandStrong } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.brand,
        color: vars.color.brand,
        selectors: { "&:hover:not(:disabled)": { backgroundColor: vars.color.surfaceMuted } },
      },
      ghost: {
        backgroundColor: "transparent",
        borderColor: "transparent",
        color: vars.color.brand,
        selectors: {
          "&:hover:not(:disabled)": { backgroundColor: vars.color.surfaceMuted },
          // A toggle that is on (the reader's text, full screen): tinted and outlined.
          "&[aria-pressed='true']": {
            backgroundColor: vars.color.surfaceMuted,
            borderColor: vars.color.brand,
          },
        },
      },
      /** A destructive action (deleting an account): white on the critical red, 6.5:1. */
      danger: {
        backgroundColor: vars.color.critical,
        borderColor: vars.color.critical,
        color: vars.color.textOnBrand,
        selectors: {
          "&:hover:not(:disabled)": {
            backgroundColor: vars.color.text,
            borderColor: vars.color.text,
          },
        },
      },
    },
    size: {
      small: {
        paddingBlock: vars.space.xxs,
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.sm,
        minBlockSize: "2rem",
      },
      medium: {
        paddingBlock: vars.space.xs,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.md,
      },
      large: {
        paddingBlock: vars.space.sm,
        paddingInline: vars.space.xl,
        fontSize: vars.font.size.lg,
      },
    },
  },
  defaultVariants: { variant: "primary", size: "medium" },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
