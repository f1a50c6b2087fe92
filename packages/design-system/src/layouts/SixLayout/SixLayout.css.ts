import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

/** Detail pages: the article, and beside it (below it on phones) related links. */
export const grid = style({
  display: "grid",
  gap: vars.space.xl,
  "@media": { [media.desktop]: { gridTemplateColumns: "minmax(0, 1fr) 18rem" } },
});

export const article = style({ minInlineSize: 0 });

export const aside = style({
  alignSelf: "start",
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.gold}`,
  backgroundColor: vars.color.surfaceMuted,
});

export const breadcrumbs = style({ marginBlockEnd: vars.space.md });
