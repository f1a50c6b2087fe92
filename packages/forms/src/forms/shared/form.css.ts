import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

export const wrapper = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxInlineSize: "40rem",
});

/** The live region sits last; while it is empty it takes no room (no gap either). */
export const status = style({
  selectors: {
    "&:has(> [role='status']:empty)": { marginBlockStart: `calc(-1 * ${vars.space.lg})` },
  },
});

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});

export const compact = style({ gap: vars.space.sm });

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const title = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  // Arabic glyphs rise above a tight line box; the normal height keeps them inside it.
  lineHeight: vars.font.lineHeight.normal,
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

/** Two fields side by side from the tablet width up. */
export const row = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { "screen and (min-width: 768px)": { gridTemplateColumns: "1fr 1fr" } },
});

/** The honeypot: out of sight and out of the tab order; people never meet it, bots fill it. */
export const honeypot = style({
  position: "absolute",
  inlineSize: "1px",
  blockSize: "1px",
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
});
