import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

/** One line in the text around it (a chapter row, the reader's bar): its colour and size. */
export const inline = style({ margin: 0, color: "inherit", fontSize: "inherit" });

/** The end of a chapter: a small muted panel, its heading, the team, then the people. */
export const block = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const heading = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const line = style({ margin: 0 });

export const people = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const person = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
});

/** The dot between the team and its people: as readable as the text around it (AA contrast). */
export const dot = style({ color: vars.color.textMuted });
