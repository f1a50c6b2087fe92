import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

/** About and chapters in the wide column, the members beside them from the desktop up. */
export const columns = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  "@media": {
    [media.desktop]: {
      gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)",
      gridTemplateAreas: '"about members" "chapters members"',
      gridTemplateRows: "auto 1fr",
      alignItems: "start",
    },
  },
});

/** Without an about: the chapters alone in the wide column. */
export const withoutAbout = style({
  "@media": {
    [media.desktop]: { gridTemplateAreas: '"chapters members"', gridTemplateRows: "auto" },
  },
});

export const about = style({ "@media": { [media.desktop]: { gridArea: "about" } } });
export const chapters = style({ "@media": { [media.desktop]: { gridArea: "chapters" } } });

export const members = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  "@media": { [media.desktop]: { gridArea: "members" } },
});

export const memberList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** The photo at the inline start, the name and the role beside it. */
export const member = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const memberName = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
  minInlineSize: 0,
  overflowWrap: "anywhere",
});
