// Where the panels of a page go. Paged comics use a few grid templates; a right-to-left manga
// mirrors them, so its first panel in reading order is at the top right. A vertical webtoon page
// is a tall strip of stacked panels with wide gaps between them.
import type { ReadingDirection } from "@rawafed/forms/schemas";
import type { Box } from "./painter.ts";
import type { Random } from "./random.ts";

export interface PageSize {
  width: number;
  height: number;
  margin: number;
  gutter: number;
}

export const pageSizes: Record<ReadingDirection, PageSize> = {
  ltr: { width: 600, height: 900, margin: 26, gutter: 12 },
  rtl: { width: 560, height: 840, margin: 24, gutter: 10 },
  vertical: { width: 800, height: 2400, margin: 40, gutter: 0 },
};

export interface Panel extends Box {
  /** A webtoon panel may run to the strip's edges with no border. */
  framed: boolean;
}

interface Row {
  h: number;
  cols: number[];
}

/** Templates whose first panel spans the page: the first page's title goes there. */
const opening: Row[][] = [
  [
    { h: 1, cols: [1] },
    { h: 1, cols: [1, 1] },
    { h: 1, cols: [1] },
  ],
  [
    { h: 1, cols: [1] },
    { h: 1.3, cols: [1, 1] },
  ],
  [
    { h: 1.4, cols: [1] },
    { h: 1, cols: [1, 1] },
  ],
];

const inner: Row[][] = [
  ...opening,
  [
    { h: 1.2, cols: [3, 2] },
    { h: 1, cols: [1] },
    { h: 1, cols: [2, 3] },
  ],
  [
    { h: 1, cols: [1, 1] },
    { h: 1, cols: [1, 1] },
  ],
];

/** The panels of one page, in reading order. */
export function pagePanels(direction: ReadingDirection, first: boolean, rng: Random): Panel[] {
  const size = pageSizes[direction];
  if (direction === "vertical") return stripPanels(size, rng);
  const rows = rng.pick(first ? opening : inner);
  const width = size.width - 2 * size.margin;
  const height = size.height - 2 * size.margin - (rows.length - 1) * size.gutter;
  const total = rows.reduce((sum, row) => sum + row.h, 0);
  const panels: Panel[] = [];
  let y = size.margin;
  for (const row of rows) {
    const h = (row.h / total) * height;
    const shares = row.cols.reduce((sum, c) => sum + c, 0);
    const usable = width - (row.cols.length - 1) * size.gutter;
    let offset = 0;
    for (const col of row.cols) {
      const w = (col / shares) * usable;
      // Right to left: the row's first panel is the rightmost.
      const x = direction === "rtl" ? size.width - size.margin - offset - w : size.margin + offset;
      panels.push({ x, y, w, h, framed: true });
      offset += w + size.gutter;
    }
    y += h + size.gutter;
  }
  return panels;
}

function stripPanels(size: PageSize, rng: Random): Panel[] {
  const heights = [0, 1, 2].map(() => rng.between(560, 700));
  const free = size.height - 120 - heights.reduce((sum, h) => sum + h, 0);
  const gap = free / 2;
  let y = 60;
  return heights.map((h) => {
    const bleed = rng.chance(0.3);
    const panel = bleed
      ? { x: 0, y, w: size.width, h, framed: false }
      : { x: size.margin, y, w: size.width - 2 * size.margin, h, framed: true };
    y += h + gap;
    return panel;
  });
}
