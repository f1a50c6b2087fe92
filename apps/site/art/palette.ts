/**
 * The brand palette (packages/design-system/src/tokens/theme.css.ts) and the few tints the
 * illustrations add to it. Every colour in a picture comes from here.
 */
export const c = {
  navy: "#0b3d5c",
  navyDark: "#072a40",
  navyMid: "#1d5a80",
  navySoft: "#5f86a3",
  navyLight: "#9fb7c8",
  navyPale: "#c9d7e1",
  gold: "#c7ab7b",
  goldDark: "#8a6d3b",
  goldLight: "#e6dccb",
  goldPale: "#efe7da",
  sand: "#f4f1ec",
  border: "#d5d9de",
  white: "#ffffff",
  cold: "#dbe9f2",
  coldDeep: "#b7d0e1",
  orange: "#d9822b",
  steel: "#8795a1",
  steelLight: "#b5c0c9",
  steelDark: "#5b6874",
  red: "#b3261e",
  yellow: "#e0b43c",
  ink: "#1b232b",
  leaf: "#3d6b5f",
  leafLight: "#5d8c79",
  trunk: "#8a6d3b",
  skin1: "#c99a72",
  skin2: "#a8784f",
  skin3: "#e0bb96",
  hair: "#2a2522",
  glass: "#6f95b0",
  wood: "#c9a36b",
  woodDark: "#9c7643",
  woodLight: "#e2c594",
} as const;

function parse(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** `a` moved toward `b` by t (0 … 1). */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return `#${x
    .map((v, i) => Math.round(v + ((y[i] ?? 0) - v) * t))
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")}`;
}

/** Face shading of the isometric scenes: light from the upper left. */
export const shade = {
  top: (col: string) => mix(col, "#ffffff", 0.22),
  left: (col: string) => col,
  right: (col: string) => mix(col, "#072a40", 0.24),
};
