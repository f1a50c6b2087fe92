import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

export const wrapper = style({ position: "relative", display: "flex", alignItems: "stretch" });

const toggleRoom = `calc(${vars.size.target} + ${vars.space.xs})`;

/**
 * Room for the show button at the field's end. The password is typed left to right (`dir="ltr"`)
 * while the button sits at the end of the page's direction: in a right-to-left page that is the
 * input's own start.
 */
export const input = style({
  paddingInlineEnd: toggleRoom,
  selectors: {
    [`${wrapper}:dir(rtl) &`]: { paddingInlineStart: toggleRoom, paddingInlineEnd: vars.space.sm },
  },
});

export const toggle = style({
  position: "absolute",
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: "grid",
  placeItems: "center",
  inlineSize: vars.size.target,
  blockSize: "100%",
  minBlockSize: vars.size.target,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.brand,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" },
    "&:disabled": { color: vars.color.textMuted, cursor: "not-allowed" },
  },
});

export const icon = style({ inlineSize: "1.5rem", blockSize: "1.5rem" });

export const criteria = style({
  margin: 0,
  marginBlockStart: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const criteriaTitle = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const list = style({
  listStyle: "none",
  margin: 0,
  marginBlockStart: vars.space.xxs,
  padding: 0,
  display: "grid",
  gap: vars.space.xxs,
});

export const item = style({ display: "flex", alignItems: "center", gap: vars.space.xs });

export const met = style({ color: vars.color.positive });
export const unmet = style({ color: vars.color.textMuted });
export const mark = style({ inlineSize: "1.125rem", blockSize: "1.125rem", flexShrink: 0 });
