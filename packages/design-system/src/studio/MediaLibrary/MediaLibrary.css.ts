import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";
import { card as cardBase } from "../shared/studio.css";

export const upload = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const file = style({
  minBlockSize: vars.size.target,
  maxInlineSize: "100%",
  font: "inherit",
});

/** As many columns as fit, one on a phone. */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 15rem), 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** The thumbnail, cropped around its focal point (object-position). */
/** A card keeps its content at the top when a neighbour in its row is taller. */
/** In the picker's dialog: smaller cards, two to a row where they fit. */
export const pickGrid = style([
  grid,
  { gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 11rem), 1fr))" },
]);

export const card = style([cardBase, { alignContent: "start" }]);

export const thumbnail = style({
  display: "block",
  inlineSize: "100%",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
});

export const fileName = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const uses = style({
  display: "grid",
  gap: "0.125rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const altFlags = style({
  display: "grid",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.font.size.sm,
});

const flag = { display: "flex", alignItems: "center", gap: vars.space.xxs } as const;

export const altPresent = style({ ...flag, color: vars.color.positive });

/** A missing alt text: a warning shape and bold words, not colour alone. */
export const altMissing = style({
  ...flag,
  color: vars.color.critical,
  fontWeight: vars.font.weight.bold,
});

export const flagIcon = style({ inlineSize: "1.1em", blockSize: "1.1em", flexShrink: 0 });

export const details = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space.xs,
});

export const summary = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xxs,
  listStyle: "none",
  minBlockSize: vars.size.target,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  cursor: "pointer",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});

/** Turns up when the details are open. */
export const chevron = style({
  flexShrink: 0,
  selectors: { [`${details}[open] &`]: { transform: "rotate(180deg)" } },
});

export const detailsForm = style({
  display: "grid",
  gap: vars.space.sm,
  paddingBlockStart: vars.space.xs,
});

export const textarea = style({
  inlineSize: "100%",
  padding: vars.space.xs,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
  resize: "vertical",
});

export const focal = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: "none",
  minInlineSize: 0,
});

export const focalPicture = style({ position: "relative", cursor: "crosshair", lineHeight: 0 });

export const focalImage = style({
  display: "block",
  inlineSize: "100%",
  blockSize: "auto",
  borderRadius: vars.radius.sm,
});

/** The focal point: a ring with a dark and a light edge, seen on any picture. */
export const marker = style({
  position: "absolute",
  inlineSize: "1.25rem",
  blockSize: "1.25rem",
  marginInlineStart: "-0.625rem",
  marginBlockStart: "-0.625rem",
  borderRadius: vars.radius.round,
  border: `3px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 2px ${vars.color.brandStrong}`,
  pointerEvents: "none",
});

export const focalFields = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space.sm,
});
