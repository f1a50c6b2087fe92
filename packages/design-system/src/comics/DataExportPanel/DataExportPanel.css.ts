import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const panel = style({ scrollMarginBlockStart: vars.space.xl });

export const download = style({ margin: 0 });

export const link = style({
  color: vars.color.brand,
  fontWeight: 600,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  selectors: {
    "&:hover": { color: vars.color.brandStrong },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
