import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const band = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brand,
  backgroundImage: `linear-gradient(135deg, ${vars.color.brand} 55%, ${vars.color.brandStrong} 100%)`,
  borderInlineStart: `6px solid ${vars.color.gold}`,
  color: vars.color.textOnBrand,
  "@media": {
    [media.tablet]: {
      flexDirection: "row",
      alignItems: "center",
      justifyContent: "space-between",
      padding: vars.space.xl,
    },
  },
});

export const text = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  maxInlineSize: "44rem",
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textOnBrand,
  "@media": { [media.tablet]: { fontSize: vars.font.size.xxl } },
});

export const body = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.color.textOnBrand,
});

export const link = style({ flexShrink: 0 });
