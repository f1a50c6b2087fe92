import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

/** A team: a bordered card, its name, facts, members, then what the viewer can do. */
export const team = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": { [media.tablet]: { padding: vars.space.lg } },
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space.xl,
  rowGap: vars.space.xs,
  margin: 0,
});

export const fact = style({ display: "flex", flexDirection: "column", gap: "0.125rem" });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const detail = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const members = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const subheading = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

/** The name and its badges, the leader's buttons below them; at the inline end from a tablet. */
export const member = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  "@media": {
    [media.tablet]: {
      flexDirection: "row",
      flexWrap: "wrap",
      alignItems: "center",
      justifyContent: "space-between",
      columnGap: vars.space.md,
    },
  },
});

export const who = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const memberName = style({ fontWeight: vars.font.weight.bold, overflowWrap: "anywhere" });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
});

export const error = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  color: vars.color.critical,
  fontWeight: vars.font.weight.bold,
});

/** The leader's add-a-member form, set off from the members above it. */
export const add = style({
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** The create-a-team form, after the teams. */
export const create = style({
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
