import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const grid = style({
  display: "grid",
  margin: 0,
  padding: 0,
  listStyle: "none",
  alignItems: "stretch",
});

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));

const columns = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6 } as const;
const track = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

export const mobile = styleVariants(columns, (count) => ({ gridTemplateColumns: track(count) }));
export const tablet = styleVariants(columns, (count) => ({
  "@media": { [media.tablet]: { gridTemplateColumns: track(count) } },
}));
export const desktop = styleVariants(columns, (count) => ({
  "@media": { [media.desktop]: { gridTemplateColumns: track(count) } },
}));
