import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

export const stars = style({ display: "flex", gap: 0 });

export const input = style({
  position: "absolute",
  inlineSize: "1px",
  blockSize: "1px",
  margin: 0,
  opacity: 0,
});

export const star = style({
  display: "grid",
  placeItems: "center",
  inlineSize: vars.size.target,
  blockSize: vars.size.target,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: "-3px",
    },
    [`${input}:disabled + &`]: { cursor: "not-allowed", opacity: 0.6 },
  },
});

/** Gold strong keeps 3:1 against white for the filled stars (non-text contrast). */
export const filled = style({ color: vars.color.goldStrong });

export const icon = style({ inlineSize: "1.75rem", blockSize: "1.75rem" });
