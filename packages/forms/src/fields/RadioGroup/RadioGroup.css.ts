import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

export const options = style({ display: "flex", flexWrap: "wrap", columnGap: vars.space.lg });
export const stacked = style({ flexDirection: "column" });

export const radio = style({
  appearance: "none",
  flexShrink: 0,
  display: "grid",
  placeItems: "center",
  inlineSize: "1.5rem",
  blockSize: "1.5rem",
  margin: 0,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surface,
  cursor: "pointer",
  selectors: {
    "&::before": {
      content: "",
      inlineSize: "0.75rem",
      blockSize: "0.75rem",
      borderRadius: vars.radius.round,
      backgroundColor: vars.color.brand,
      transform: "scale(0)",
    },
    "&:checked": { borderColor: vars.color.brand },
    "&:checked::before": { transform: "scale(1)" },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "3px" },
    "&:disabled": { cursor: "not-allowed", backgroundColor: vars.color.surfaceMuted },
  },
});

export const invalid = style({ borderColor: vars.color.critical });

export const optionLabel = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minBlockSize: vars.size.target,
  paddingInlineEnd: vars.space.xs,
  cursor: "pointer",
});
