import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const link = style({
  color: vars.color.brand,
  textDecorationLine: "underline",
  textUnderlineOffset: "0.2em",
  selectors: { "&:hover": { color: vars.color.brandStrong } },
});
