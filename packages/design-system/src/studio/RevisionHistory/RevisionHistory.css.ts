import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";
import { card } from "../shared/studio.css";

export const compare = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const fieldset = style({ margin: 0, padding: 0, border: "none", minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
});

/** From, To and the button: stacked on a phone, in a row from a tablet up. */
export const compareFields = style({
  display: "grid",
  gap: vars.space.md,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "1fr 1fr auto", alignItems: "end" },
  },
});

export const list = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** The revision the version holds now: a thick brand edge at its start, and the word "Current". */
export const currentCard = style([
  card,
  {
    borderColor: vars.color.brand,
    borderInlineStartWidth: "6px",
  },
]);

export const cardHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const currentMark = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  paddingBlock: "0.125rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const icon = style({ inlineSize: "1em", blockSize: "1em", flexShrink: 0 });

export const note = style({ whiteSpace: "pre-wrap" });

export const restore = style({ margin: 0 });
