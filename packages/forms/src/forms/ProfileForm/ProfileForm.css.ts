import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

/** The current photo at the start of the photo field; the field takes the rest of the line. */
export const photoRow = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.md,
});

export const currentPhoto = style({
  flexShrink: 0,
  inlineSize: "4.5rem",
  blockSize: "4.5rem",
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  objectFit: "cover",
});

export const photoField = style({ flex: "1 1 auto", minInlineSize: 0 });
