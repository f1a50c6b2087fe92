// The backgrounds of the demo comics' panels and covers: flat shapes in a series' palette, varied by
// the seeded random source. Each fills the whole box it is given (the caller clips to the panel).
import { type Box, num, type Painter, type Point } from "./painter.ts";
import type { Random } from "./random.ts";

export interface Palette {
  sky: string;
  /** Far shapes: distant buildings, far dunes, the sea. */
  far: string;
  /** Near shapes: the buildings, racks or dunes in front. */
  near: string;
  ground: string;
  /** The series' own colour: sun, beams, awnings, sound effects. */
  accent: string;
  /** Lit windows, wave crests, stars. */
  light: string;
  ink: string;
}

export const settings = [
  "skyline",
  "rooftop",
  "dunes",
  "sea",
  "warehouse",
  "space",
  "souq",
  "room",
] as const;
export type Setting = (typeof settings)[number];

type Draw = (p: Painter, box: Box, palette: Palette, rng: Random) => void;

/** The line where the ground starts, as a share of the box's height from the top. */
export const horizon = 0.72;

const groundY = (box: Box) => box.y + box.h * horizon;

function sky(p: Painter, box: Box, palette: Palette) {
  p.rect(box, { fill: palette.sky });
}

function ground(p: Painter, box: Box, palette: Palette) {
  const y = groundY(box);
  p.rect({ x: box.x, y, w: box.w, h: box.y + box.h - y }, { fill: palette.ground });
}

function buildings(p: Painter, box: Box, palette: Palette, rng: Random, windows: boolean) {
  const base = groundY(box);
  // Far row: plain silhouettes.
  for (let x = box.x - 10; x < box.x + box.w; ) {
    const w = rng.between(0.08, 0.16) * box.w;
    const h = rng.between(0.25, 0.5) * box.h;
    p.rect({ x, y: base - h, w: w - 2, h }, { fill: palette.far });
    x += w;
  }
  // Near row: with windows, some lit.
  for (let x = box.x - 20; x < box.x + box.w; ) {
    const w = rng.between(0.12, 0.22) * box.w;
    const h = rng.between(0.15, 0.38) * box.h;
    p.rect({ x, y: base - h, w: w - 4, h }, { fill: palette.near });
    if (windows) {
      const size = Math.max(4, w * 0.14);
      for (let wy = base - h + size; wy < base - size * 1.5; wy += size * 2) {
        for (let wx = x + size * 0.8; wx < x + w - size * 1.8; wx += size * 1.9) {
          if (rng.chance(0.55)) p.rect({ x: wx, y: wy, w: size, h: size }, { fill: palette.light });
        }
      }
    }
    x += w;
  }
}

const skyline: Draw = (p, box, palette, rng) => {
  sky(p, box, palette);
  const r = box.w * 0.07;
  p.ellipse(box.x + box.w * rng.between(0.15, 0.85), box.y + box.h * 0.18, r, r, {
    fill: palette.light,
    opacity: 0.8,
  });
  buildings(p, box, palette, rng, true);
  ground(p, box, palette);
};

const rooftop: Draw = (p, box, palette, rng) => {
  sky(p, box, palette);
  buildings(p, { ...box, h: box.h * 0.9 }, palette, rng, true);
  // The roof the characters stand on: a parapet, an antenna mast and a water tank.
  const y = groundY(box);
  p.rect({ x: box.x, y, w: box.w, h: box.y + box.h - y }, { fill: palette.ground });
  p.rect({ x: box.x, y: y - 10, w: box.w, h: 10 }, { fill: palette.ink, opacity: 0.5 });
  const mast = box.x + box.w * rng.between(0.7, 0.9);
  p.line(
    [
      [mast, y - 10],
      [mast, y - box.h * 0.45],
    ],
    { stroke: palette.ink, width: 3 },
  );
  for (let i = 1; i <= 3; i++) {
    const my = y - box.h * 0.45 + i * 14;
    p.line(
      [
        [mast - 10 - i * 3, my],
        [mast + 10 + i * 3, my],
      ],
      { stroke: palette.ink, width: 2 },
    );
  }
  const tank = box.x + box.w * rng.between(0.08, 0.25);
  p.rect({ x: tank, y: y - 70, w: 50, h: 50 }, { fill: palette.accent, stroke: palette.ink }, 6);
  p.line(
    [
      [tank + 8, y - 20],
      [tank + 4, y - 10],
    ],
    { stroke: palette.ink, width: 3 },
  );
};

/** A smooth crest from left to right through rising and falling points. */
function crest(box: Box, baseY: number, amplitude: number, humps: number, rng: Random) {
  const step = box.w / humps;
  let d = `M${num(box.x - 5)} ${num(box.y + box.h)} L${num(box.x - 5)} ${num(baseY)}`;
  for (let i = 0; i < humps; i++) {
    const x0 = box.x + i * step;
    const peak = baseY - amplitude * rng.between(0.4, 1);
    d += ` Q${num(x0 + step / 2)} ${num(peak)} ${num(x0 + step)} ${num(baseY + rng.between(-4, 4))}`;
  }
  return `${d} L${num(box.x + box.w + 5)} ${num(box.y + box.h)} Z`;
}

const dunes: Draw = (p, box, palette, rng) => {
  sky(p, box, palette);
  const r = box.w * 0.09;
  p.ellipse(box.x + box.w * rng.between(0.2, 0.8), box.y + box.h * 0.25, r, r, {
    fill: palette.accent,
  });
  p.path(crest(box, box.y + box.h * 0.55, box.h * 0.15, 2, rng), { fill: palette.far });
  p.path(crest(box, box.y + box.h * 0.66, box.h * 0.12, 3, rng), { fill: palette.near });
  p.path(crest(box, groundY(box), box.h * 0.06, 2, rng), { fill: palette.ground });
  // A palm on the far crest now and then.
  if (rng.chance(0.5)) {
    const x = box.x + box.w * rng.between(0.1, 0.9);
    const y = box.y + box.h * 0.58;
    p.line(
      [
        [x, y],
        [x + 6, y - 46],
      ],
      { stroke: palette.ink, width: 4 },
    );
    for (const angle of [-2.6, -2.1, -1.3, -0.6]) {
      p.line(
        [
          [x + 6, y - 46],
          [x + 6 + Math.cos(angle) * 26, y - 46 + Math.sin(angle) * 14 + 10],
        ],
        { stroke: palette.ink, width: 4 },
      );
    }
  }
};

const sea: Draw = (p, box, palette, rng) => {
  sky(p, box, palette);
  const horizonY = box.y + box.h * 0.5;
  const r = box.w * 0.08;
  p.ellipse(box.x + box.w * rng.between(0.2, 0.8), horizonY, r, r, { fill: palette.accent });
  p.rect({ x: box.x, y: horizonY, w: box.w, h: box.h / 2 }, { fill: palette.far });
  for (let i = 0; i < 10; i++) {
    const x = box.x + rng.next() * box.w;
    const y = horizonY + 12 + rng.next() * (box.h * 0.2);
    p.path(`M${num(x)} ${num(y)} q10 -6 20 0 q10 6 20 0`, { stroke: palette.light, width: 2 });
  }
  if (rng.chance(0.6)) {
    const x = box.x + box.w * rng.between(0.15, 0.75);
    const y = horizonY + 6;
    p.polygon(
      [
        [x, y - 6],
        [x + 60, y - 6],
        [x + 50, y + 6],
        [x + 10, y + 6],
      ],
      { fill: palette.ink },
    );
    p.polygon(
      [
        [x + 30, y - 50],
        [x + 30, y - 8],
        [x + 54, y - 8],
      ],
      { fill: palette.light, stroke: palette.ink, width: 1.5 },
    );
  }
  // The quay the characters stand on, with bollards.
  const y = groundY(box);
  p.rect({ x: box.x, y, w: box.w, h: box.y + box.h - y }, { fill: palette.ground });
  for (let x = box.x + 20; x < box.x + box.w; x += box.w * 0.3) {
    p.rect({ x, y: y - 16, w: 14, h: 18 }, { fill: palette.ink }, 4);
  }
};

const warehouse: Draw = (p, box, palette, rng) => {
  p.rect(box, { fill: palette.sky });
  const floor = groundY(box);
  const bay = box.w / 3;
  for (let i = 0; i < 4; i++) {
    const x = box.x + i * bay - bay * 0.3;
    // Uprights, beams in the accent colour, and boxes on the shelves.
    for (const ux of [x, x + bay * 0.8]) {
      p.rect(
        { x: ux, y: box.y + box.h * 0.12, w: 8, h: floor - box.y - box.h * 0.12 },
        {
          fill: palette.far,
        },
      );
    }
    for (let level = 0; level < 3; level++) {
      const by = floor - (level + 1) * (box.h * 0.19);
      p.rect({ x, y: by, w: bay * 0.8 + 8, h: 7 }, { fill: palette.accent });
      for (let bx = x + 12; bx < x + bay * 0.75; ) {
        const w = rng.between(18, 34);
        const h = rng.between(16, box.h * 0.14);
        if (rng.chance(0.8)) {
          p.rect({ x: bx, y: by - h, w, h }, { fill: palette.near, stroke: palette.ink, width: 1 });
          p.line(
            [
              [bx + w / 2, by - h],
              [bx + w / 2, by - h + 7],
            ],
            { stroke: palette.light, width: 2 },
          );
        }
        bx += w + 4;
      }
    }
  }
  // Lamps and their light cones.
  for (let x = box.x + box.w * 0.2; x < box.x + box.w; x += box.w * 0.4) {
    p.polygon(
      [
        [x - 8, box.y + 18],
        [x + 8, box.y + 18],
        [x + 60, floor],
        [x - 60, floor],
      ],
      { fill: palette.light, opacity: 0.18 },
    );
    p.rect({ x: x - 12, y: box.y + 10, w: 24, h: 10 }, { fill: palette.ink }, 3);
  }
  p.rect({ x: box.x, y: floor, w: box.w, h: box.y + box.h - floor }, { fill: palette.ground });
};

const space: Draw = (p, box, palette, rng) => {
  p.rect(box, { fill: palette.ink });
  const stars = Math.round((box.w * box.h) / 9000);
  for (let i = 0; i < Math.min(stars, 60); i++) {
    const r = rng.between(0.8, 2.4);
    p.ellipse(box.x + rng.next() * box.w, box.y + rng.next() * box.h, r, r, {
      fill: palette.light,
    });
  }
  const cx = box.x + box.w * rng.between(0.2, 0.8);
  const cy = box.y + box.h * rng.between(0.2, 0.4);
  const r = box.w * 0.12;
  p.ellipse(cx, cy, r, r, { fill: palette.accent });
  p.ellipse(cx, cy, r * 1.8, r * 0.35, { stroke: palette.light, width: 3 });
  // A station deck: the floor the characters stand on, with a rail.
  const y = groundY(box);
  p.rect({ x: box.x, y, w: box.w, h: box.y + box.h - y }, { fill: palette.ground });
  p.line(
    [
      [box.x, y - 26],
      [box.x + box.w, y - 26],
    ],
    { stroke: palette.near, width: 4 },
  );
  for (let x = box.x + 10; x < box.x + box.w; x += 40) {
    p.line(
      [
        [x, y - 26],
        [x, y],
      ],
      { stroke: palette.near, width: 3 },
    );
  }
};

const souq: Draw = (p, box, palette, rng) => {
  sky(p, box, palette);
  const floor = groundY(box);
  const top = box.y + box.h * 0.22;
  p.rect({ x: box.x, y: top, w: box.w, h: floor - top }, { fill: palette.near });
  const arch = box.w / 3.2;
  for (let x = box.x + arch * 0.15; x < box.x + box.w; x += arch) {
    const w = arch * 0.7;
    const y = top + (floor - top) * 0.3;
    p.path(
      `M${num(x)} ${num(floor)} L${num(x)} ${num(y)} A${num(w / 2)} ${num(w / 2)} 0 0 1 ${num(x + w)} ${num(y)} L${num(x + w)} ${num(floor)} Z`,
      { fill: palette.far },
    );
    // A striped awning and a hanging lantern.
    const stripes = 5;
    for (let i = 0; i < stripes; i++) {
      p.polygon(
        [
          [x - 6 + (i * (w + 12)) / stripes, y + 10],
          [x - 6 + ((i + 1) * (w + 12)) / stripes, y + 10],
          [x - 10 + ((i + 1) * (w + 20)) / stripes, y + 34],
          [x - 10 + (i * (w + 20)) / stripes, y + 34],
        ],
        { fill: i % 2 ? palette.light : palette.accent },
      );
    }
    const lx = x + w / 2 + rng.between(-8, 8);
    p.line(
      [
        [lx, y - w / 2],
        [lx, y - w / 2 + 14],
      ],
      { stroke: palette.ink, width: 1.5 },
    );
    p.ellipse(lx, y - w / 2 + 22, 7, 9, { fill: palette.accent, stroke: palette.ink, width: 1.5 });
  }
  p.rect({ x: box.x, y: floor, w: box.w, h: box.y + box.h - floor }, { fill: palette.ground });
};

const room: Draw = (p, box, palette, rng) => {
  p.rect(box, { fill: palette.near });
  const floor = groundY(box);
  const wx = box.x + box.w * rng.between(0.1, 0.55);
  const window: Box = { x: wx, y: box.y + box.h * 0.15, w: box.w * 0.32, h: box.h * 0.32 };
  p.rect(window, { fill: palette.sky, stroke: palette.ink, width: 4 });
  p.line(
    [
      [window.x + window.w / 2, window.y],
      [window.x + window.w / 2, window.y + window.h],
    ],
    { stroke: palette.ink, width: 3 },
  );
  p.line(
    [
      [window.x, window.y + window.h / 2],
      [window.x + window.w, window.y + window.h / 2],
    ],
    { stroke: palette.ink, width: 3 },
  );
  // A shelf with books.
  const sx = window.x + window.w + box.w * 0.08;
  const sy = box.y + box.h * 0.35;
  p.rect({ x: sx, y: sy, w: box.w * 0.22, h: 6 }, { fill: palette.far });
  for (let bx = sx + 4; bx < sx + box.w * 0.2; bx += 9) {
    const h = rng.between(16, 28);
    p.rect(
      { x: bx, y: sy - h, w: 7, h },
      { fill: rng.pick([palette.accent, palette.far, palette.light]) },
    );
  }
  p.rect({ x: box.x, y: floor, w: box.w, h: box.y + box.h - floor }, { fill: palette.ground });
  p.line(
    [
      [box.x, floor],
      [box.x + box.w, floor],
    ],
    { stroke: palette.ink, width: 2 },
  );
};

const draws: Record<Setting, Draw> = {
  skyline,
  rooftop,
  dunes,
  sea,
  warehouse,
  space,
  souq,
  room,
};

export function drawSetting(p: Painter, box: Box, setting: Setting, palette: Palette, rng: Random) {
  draws[setting](p, box, palette, rng);
}

/** Radial speed lines toward a point: the action beats of a chapter. */
export function speedLines(p: Painter, box: Box, focus: Point, palette: Palette, rng: Random) {
  const reach = Math.hypot(box.w, box.h);
  for (let i = 0; i < 28; i++) {
    const angle = (i / 28) * Math.PI * 2 + rng.between(-0.05, 0.05);
    const inner = reach * rng.between(0.22, 0.32);
    p.line(
      [
        [focus[0] + Math.cos(angle) * inner, focus[1] + Math.sin(angle) * inner],
        [focus[0] + Math.cos(angle) * reach, focus[1] + Math.sin(angle) * reach],
      ],
      { stroke: palette.ink, width: rng.between(1, 3), opacity: 0.5 },
    );
  }
}
