/**
 * The scenes: each composes motifs over a soft background into one 1600 × 900 document.
 */
import type { IllustrationId } from "./index.ts";
import { Iso, type V3 } from "./iso.ts";
import {
  castShadow,
  clouds,
  dunes,
  groundFill,
  sky,
  sun,
  warmWash,
  windowView,
} from "./motifs/backdrop.ts";
import { coldUnit, evaporator, frostEdge, snowflake, thermometer } from "./motifs/coldRoom.ts";
import {
  DOCK_H,
  dockControl,
  dockSeal,
  dockWall,
  leveler,
  trailerAtDock,
} from "./motifs/dockLeveler.ts";
import { factory } from "./motifs/factory.ts";
import {
  arrowX,
  epoxy,
  gleam,
  grinder,
  hatch,
  laneX,
  laneY,
  reflection,
  room,
  zebra,
} from "./motifs/floor.ts";
import { forklift, palletJack } from "./motifs/forklift.ts";
import {
  boardTable,
  chair,
  laptop,
  monitor,
  papers,
  plant,
  table,
  wallScreenX,
  wallScreenY,
} from "./motifs/furniture.ts";
import { flag, gateFrame, ribbon } from "./motifs/gate.ts";
import { goodsLift, scissorLift } from "./motifs/lift.ts";
import {
  boards,
  conveyor,
  lumberPile,
  robotArm,
  rollFormer,
  saw,
  sparks,
  strip,
  uncoiler,
  uprights,
} from "./motifs/machines.ts";
import { loadedPallet, palletStack } from "./motifs/pallet.ts";
import { audience, person, sitter } from "./motifs/people.ts";
import { carton, mixedLoads, rackDetails, rackRun } from "./motifs/racking.ts";
import { rampHeight, yardRamp } from "./motifs/ramp.ts";
import { amr, dataLink, drone, floorGrid, pod, pulse } from "./motifs/robots.ts";
import { bars, bezel, blueprint, dashboard, donut, pin, textLines } from "./motifs/screen.ts";
import {
  extinguisher,
  fireSign,
  hanger,
  head,
  hoseCabinet,
  pipe,
  riser,
} from "./motifs/sprinkler.ts";
import { coil, coilUpright } from "./motifs/steelCoil.ts";
import { beam, mezzanine, railing, shelving, stair, steelFrame } from "./motifs/structure.ts";
import { palm } from "./motifs/trees.ts";
import { container, containerRear, truck, truckAt } from "./motifs/truck.ts";
import { car, cityBlock, fence, gatehouse, office, warehouse } from "./motifs/warehouse.ts";
import { c } from "./palette.ts";
import { begin, circle, document, linear, path, place, rect, symbol, use } from "./svg.ts";

interface Scene {
  draw: () => string;
}

function scene(id: IllustrationId, body: () => string[]): () => string {
  return () => {
    begin();
    return document(id, body());
  };
}

/* ------------------------------------------------------------------------------------------- */

const homeHero = scene("home-hero", () => {
  const iso = new Iso(560, 300, 8.5);
  const out: string[] = [
    sky("evening", 345),
    sun(250, 318, 46),
    clouds(
      [
        [880, 150, 300],
        [1240, 110, 220],
        [90, 175, 240],
      ],
      "#fff6e8",
      0.5,
    ),
    dunes(335),
    groundFill(345, "#e6cfa4", "#efe1c6"),
  ];
  // the paved yard and the road in front
  out.push(iso.rz(0, -14, 96, -8, 54, "#e4dfd4"));
  out.push(iso.rz(0, 58, 118, -56, -14, "#e4dfd4"));
  out.push(iso.rz(0.01, -16, 78, 32, 52, "#d2d0cb"));
  out.push(iso.rz(0.01, -60, 150, 56, 64, "#bcbcba"));
  out.push(
    iso.lines(
      [-40, -28, -16, -4, 8, 20, 32, 44, 56, 68, 80, 92].map(
        (x) =>
          [
            [x, 60, 0.02],
            [x + 5, 60, 0.02],
          ] as [V3, V3],
      ),
      c.white,
      4,
    ),
  );
  // long evening shadows
  out.push(
    castShadow(iso, 64, -48, 48, 26, 11),
    castShadow(iso, 0, 0, 76, 32, 12),
    castShadow(iso, 76, 20, 10, 12, 8),
  );
  out.push(castShadow(iso, 84, 2, 12.2, 11.2, 5.2, 0.9, 0.3, 0.1));
  out.push(factory(iso.at(64, -48), { w: 48, d: 26, h: 9, teeth: 6 }));
  out.push(
    warehouse(iso, { w: 76, d: 32, h: 12, docks: { from: 7, count: 9, step: 5.2 }, solar: true }),
  );
  out.push(office(iso.at(76, 20), 9, 12, 2, 3.6));
  for (const [i, kind] of [
    [0, "box"],
    [1, "reefer"],
    [3, "box"],
    [4, "container"],
    [6, "box"],
    [8, "reefer"],
  ] as const) {
    out.push(truckAt(iso, 7 + i * 5.2 - 1.25, 32.7, true, { kind }));
  }
  const yard = iso.at(88, 2);
  out.push(container(yard.at(0, 0), 12.2, c.navy), container(yard.at(0, 2.6), 12.2, c.gold));
  out.push(
    container(yard.at(0, 0, 2.6), 12.2, c.navyMid),
    container(yard.at(0, 2.6, 2.6), 12.2, c.steel),
  );
  out.push(container(yard.at(0, 6.2), 12.2, c.navyMid), container(yard.at(0, 8.8), 12.2, c.navy));
  out.push(forklift(iso.at(58, 40), { load: "cartons", lift: 0.3 }));
  out.push(
    person(...iso.p(66, 38), 15, { attire: "hivis" }),
    person(...iso.p(67.5, 39), 15, { attire: "suit", skin: c.skin2 }),
  );
  out.push(
    truckAt(iso, 22, 57, false, { kind: "box" }),
    truckAt(iso, -30, 57, false, { kind: "reefer" }),
  );
  for (const [x, y] of [
    [-10, 68],
    [8, 68],
    [26, 68],
    [44, 68],
    [62, 68],
    [104, 26],
    [108, 40],
    [112, 12],
  ] as const) {
    const [sx, sy] = iso.p(x, y);
    out.push(palm(sx, sy, 92));
  }
  // the warm cast of the evening over everything
  out.push(warmWash(250, 318, 0.24));
  return out;
});

const servicesOverview = scene("services-overview", () => {
  const iso = new Iso(700, 330, 44);
  const out: string[] = [sky("muted")];
  out.push(room(iso, 26, 24, 11, { windows: true, dado: c.navyPale }));
  out.push(laneX(iso, 3.4, 3.4, 26), laneY(iso, 3.4, 3.4, 24));
  out.push(rackRun(iso.at(3.6, 0.4), { bays: 6, levels: 6, load: mixedLoads(2) }));
  out.push(rackRun(iso.at(0.4, 3.6, 0, true), { bays: 5, levels: 6, load: mixedLoads(5) }));
  out.push(hatch(iso, 12.5, 16, 6.2, 8.2));
  out.push(
    loadedPallet(iso, 13, 6.7, 0, "cartons", 1.0),
    loadedPallet(iso, 14.6, 6.7, 0, "wrapped", 1.1),
  );
  out.push(forklift(iso.at(5.5, 5.2), { load: "tall", lift: 1.6 }));
  out.push(palletJack(iso.at(17.0, 3.0), "cartons"));
  out.push(
    person(...iso.p(11.5, 10.5), 1.75 * iso.u, {
      attire: "hivis",
      pose: "clipboard",
      hat: "white",
    }),
  );
  return out;
});

const storageConsultancy = scene("storage-consultancy", () => {
  const iso = new Iso(800, 150, 84);
  const out: string[] = [sky("muted")];
  out.push(room(iso, 16, 14, 7, { windows: true, dado: c.navyPale }));
  out.push(rackRun(iso.at(1.2, 0.4), { bays: 4, levels: 4, load: mixedLoads(4) }));
  out.push(rackRun(iso.at(0.4, 2.6, 0, true), { bays: 2, levels: 4, load: mixedLoads(6) }));
  out.push(laneX(iso, 2.4, 2.4, 16), laneY(iso, 2.4, 2.4, 14));
  // the plan table, a blueprint on it
  out.push(table(iso, 4.2, 4.0, 2.8, 1.7, 0.95, c.white, c.navy));
  out.push(iso.onZ(0.96, 4.32, 4.12, blueprint(290, 170), 2.56 / 290));
  out.push(iso.rz(0.97, 4.6, 5.1, 4.5, 5.2, c.white, { opacity: 0.9 }));
  out.push(
    person(...iso.p(5.2, 6.6), 1.75 * iso.u, { attire: "hivis", pose: "tablet", hat: "white" }),
  );
  out.push(
    person(
      ...iso.p(7.6, 5.2),
      1.75 * iso.u,
      { attire: "coat", pose: "point", hat: "white", skin: c.skin2 },
      true,
    ),
  );
  out.push(
    loadedPallet(iso, 9.0, 3.4, 0, "wrapped", 1.1),
    loadedPallet(iso, 10.5, 3.4, 0, "cartons", 1.0),
  );
  return out;
});

const integratedLogistics = scene("integrated-logistics", () => {
  const iso = new Iso(760, 120, 12);
  const out: string[] = [sky("day")];
  // the map: land with parcels and a graticule, the sea in a corner, roads
  out.push(iso.rz(0, -40, 110, -20, 110, c.goldPale));
  for (const [x0, y0, x1, y1, col] of [
    [-36, 56, 26, 100, "#e9dfcd"],
    [34, 56, 100, 100, "#ece3d3"],
    [34, -16, 62, 16, "#e9dfcd"],
  ] as const)
    out.push(iso.rz(0.005, x0, x1, y0, y1, col));
  const grid: [V3, V3][] = [];
  for (let x = -40; x <= 110; x += 15)
    grid.push([
      [x, -20, 0.008],
      [x, 110, 0.008],
    ]);
  for (let y = -20; y <= 110; y += 15)
    grid.push([
      [-40, y, 0.008],
      [110, y, 0.008],
    ]);
  out.push(iso.lines(grid, "#ddd0b8", 2.5));
  out.push(
    iso.poly(
      [
        [58, -20, 0.01],
        [110, -20, 0.01],
        [110, 44, 0.01],
        [98, 34, 0.01],
        [84, 14, 0.01],
        [66, 4, 0.01],
      ],
      "#c6dbe8",
    ),
  );
  const road = (p: V3[]) => iso.stroke(p, c.white, iso.u * 2.2);
  out.push(
    road([
      [-40, 52, 0.02],
      [110, 52, 0.02],
    ]),
    road([
      [30, -20, 0.02],
      [30, 110, 0.02],
    ]),
    road([
      [30, 20, 0.02],
      [78, 20, 0.02],
    ]),
  );
  // the routes, dashed, joining the pins
  const dash = { "stroke-dasharray": "20 12" };
  out.push(
    iso.stroke(
      [
        [8, 44, 0.05],
        [30, 44, 0.05],
        [30, 20, 0.05],
        [72, 20, 0.05],
      ],
      c.goldDark,
      10,
      dash,
    ),
    iso.stroke(
      [
        [30, 44, 0.05],
        [30, 54, 0.05],
        [54, 54, 0.05],
      ],
      c.goldDark,
      10,
      dash,
    ),
  );
  // port: containers by the water
  const port = iso.at(66, 8);
  for (const [x, y, z, col] of [
    [0, 0, 0, c.navy],
    [0, 2.6, 0, c.gold],
    [0, 0, 2.6, c.steel],
    [7, 0, 0, c.navyMid],
    [7, 2.6, 0, c.navy],
    [7, 2.6, 2.6, c.gold],
  ] as const)
    out.push(container(port.at(x, y, z), 6.1, col));
  // the distribution warehouse
  out.push(
    warehouse(iso.at(-14, 22), {
      w: 34,
      d: 18,
      h: 10,
      docks: { from: 4, count: 6, step: 5 },
      seam: 1.5,
    }),
  );
  for (const i of [0, 2, 3, 5])
    out.push(
      truckAt(iso, -14 + 4 + i * 5 - 1.25, 40.6, true, { kind: i === 3 ? "reefer" : "box" }),
    );
  // the factory and the city at the ends of the routes
  out.push(factory(iso.at(40, 28), { w: 22, d: 14, h: 7, teeth: 4, seam: 1.5 }));
  out.push(cityBlock(iso.at(46, 57)));
  // trucks on the way
  out.push(
    truck(iso.at(40, 18.8), { kind: "container" }),
    truckAt(iso, 28.7, 66, true, { kind: "box" }),
  );
  // pins
  for (const [x, y, col] of [
    [8, 44, c.orange],
    [72, 20, c.gold],
    [54, 54, c.gold],
    [51, 35, c.gold],
  ] as const) {
    const [px, py] = iso.p(x, y, 0.1);
    out.push(pin(px, py, 86, col, c.white));
  }
  for (const [x, y] of [
    [-24, 60],
    [-6, 66],
    [14, 80],
    [60, 44],
  ] as const)
    out.push(palm(...iso.p(x, y), 70));
  return out;
});

const smartPlatform = scene("smart-platform", () => {
  const iso = new Iso(690, 330, 84);
  const out: string[] = [sky("cool")];
  out.push(room(iso, 12, 10, 4.4, { floor: "#dde3e8", wall: "#e9eef2" }));
  // video wall: six screens on the lit wall, a map across the other
  out.push(iso.ry(0.01, 0.7, 10.3, 0.9, 4.1, c.navyDark));
  for (const [x, z, v] of [
    [0.85, 4.0, 0],
    [4.05, 4.0, 2],
    [7.25, 4.0, 0],
    [0.85, 2.45, 3],
    [4.05, 2.45, 1],
    [7.25, 2.45, 2],
  ] as const)
    out.push(wallScreenY(iso, 0.03, x, z, 3.0, 1.4, v));
  out.push(wallScreenX(iso, 0.03, 1.0, 3.7, 3.6, 2.1, 1));
  // the operators' desks, monitors facing them and us
  out.push(iso.rz(0.005, 1.4, 9.6, 2.4, 9.5, c.navyPale, { opacity: 0.55 }));
  out.push(table(iso, 2.2, 3.0, 6.4, 0.9, 0.75, c.white, c.navy));
  out.push(
    monitor(iso, 2.6, 3.2, 0.75, 0.8, false, 0),
    monitor(iso, 3.5, 3.2, 0.75, 0.8, false, 1),
  );
  out.push(
    monitor(iso, 5.9, 3.2, 0.75, 0.8, false, 2),
    monitor(iso, 6.8, 3.2, 0.75, 0.8, false, 3),
  );
  out.push(
    iso.box(3.2, 3.5, 0.75, 0.55, 0.2, 0.03, c.steelLight),
    iso.box(6.5, 3.5, 0.75, 0.55, 0.2, 0.03, c.steelLight),
  );
  const s = 1.75 * iso.u;
  out.push(
    chair(
      iso,
      3.5,
      4.6,
      c.navy,
      "-y",
      sitter(...iso.p(3.5, 4.6), s, { attire: "shirt", back: true }),
    ),
  );
  out.push(
    chair(
      iso,
      6.8,
      4.6,
      c.navy,
      "-y",
      sitter(...iso.p(6.8, 4.6), s, { attire: "thobe", back: true }),
    ),
  );
  out.push(person(...iso.p(9.5, 3.3), 1.7 * iso.u, { attire: "abaya", pose: "tablet" }));
  out.push(table(iso, 1.6, 6.4, 4.6, 0.9, 0.75, c.white, c.navy));
  out.push(
    monitor(iso, 2.3, 6.6, 0.75, 0.8, false, 3),
    monitor(iso, 3.2, 6.6, 0.75, 0.8, false, 0),
  );
  out.push(
    chair(
      iso,
      3.2,
      8.0,
      c.navy,
      "-y",
      sitter(...iso.p(3.2, 8.0), s, { attire: "abaya", back: true }),
    ),
  );
  out.push(plant(iso, 11.2, 0.8, 1.3));
  return out;
});

const rawafedPark = scene("rawafed-park", () => {
  const iso = new Iso(700, 110, 4.5);
  const out: string[] = [sky("day"), dunes(120), groundFill(130, "#e6d3ae", "#efe3cb")];
  // the plot, its roads and truck courts
  out.push(iso.rz(0, -4, 204, -4, 154, "#c9b48c"));
  out.push(iso.rz(0.01, 0, 200, 0, 150, "#e3e1dc"));
  out.push(iso.rz(0.02, 10, 196, 66, 94, "#cdd0d2"));
  out.push(iso.rz(0.02, 60, 82, 94, 150, "#cdd0d2"));
  out.push(iso.rz(0.02, -60, 260, 154, 166, "#b9bdc0"));
  out.push(
    iso.lines(
      [-40, -10, 20, 50, 80, 110, 140, 170, 200, 230].map(
        (x) =>
          [
            [x, 160, 0.03],
            [x + 12, 160, 0.03],
          ] as [V3, V3],
      ),
      c.white,
      3,
    ),
  );
  out.push(iso.rz(0.02, 0, 56, 140, 150, "#c9d3b8"), iso.rz(0.02, 86, 200, 140, 150, "#c9d3b8"));
  // the big warehouse: 21 m, loading gates all along its front
  out.push(
    warehouse(iso.at(10, 12), {
      w: 118,
      d: 54,
      h: 21,
      docks: { from: 6, count: 20, step: 5.5 },
      solar: true,
      seam: 1.4,
    }),
  );
  for (const i of [1, 2, 4, 7, 8, 11, 14, 15, 18])
    out.push(
      truckAt(iso, 10 + 6 + i * 5.5 - 1.25, 66.6, true, { kind: i % 4 === 3 ? "reefer" : "box" }),
    );
  // a row of cold-room units
  for (let i = 0; i < 4; i++) out.push(coldUnit(iso.at(138 + i * 15, 24), 14, 22, 9, 1.4));
  // the administrative building, three floors
  out.push(office(iso.at(134, 100), 40, 16, 3, 3.8));
  // parking
  const lines: [V3, V3][] = [];
  for (let x = 100; x <= 190; x += 3)
    lines.push(
      [
        [x, 124, 0.03],
        [x, 129, 0.03],
      ],
      [
        [x, 132, 0.03],
        [x, 137, 0.03],
      ],
    );
  out.push(iso.rz(0.02, 96, 192, 122, 139, "#c3c7ca"), iso.lines(lines, c.white, 2.5));
  const carCols = [c.white, c.navy, c.steelLight, c.gold, c.navyMid, c.white, c.steel, c.navyDark];
  let k = 0;
  for (let x = 100.5; x < 189; x += 3) {
    if ((x * 7) % 5 < 1.5) continue;
    out.push(car(iso.at(x + 2.2, 124.3, 0, true), 0, 0, carCols[k++ % carCols.length] ?? c.white));
    if ((x * 3) % 4 < 2.5)
      out.push(
        car(iso.at(x + 2.2, 132.3, 0, true), 0, 0, carCols[(k + 3) % carCols.length] ?? c.white),
      );
  }
  // fence with the gate opening, gatehouses and barriers
  out.push(
    fence(iso, [
      [60, 150, 0],
      [0, 150, 0],
      [0, 0, 0],
      [200, 0, 0],
      [200, 150, 0],
      [82, 150, 0],
    ]),
  );
  out.push(gatehouse(iso.at(53, 141), 0), gatehouse(iso.at(84, 141), 0));
  out.push(
    iso.stroke(
      [
        [60, 151, 1.0],
        [70, 151, 1.0],
      ],
      c.red,
      4,
    ),
    iso.stroke(
      [
        [72, 151, 1.0],
        [82, 151, 1.0],
      ],
      c.red,
      4,
    ),
  );
  out.push(
    truckAt(iso, 66, 104, true, { kind: "box" }),
    truckAt(iso, -10, 157, false, { kind: "reefer" }),
  );
  for (let x = 6; x < 56; x += 10) out.push(palm(...iso.p(x, 146), 50));
  for (let x = 92; x < 200; x += 10) out.push(palm(...iso.p(x, 146), 50));
  return out;
});

const woodFactory = scene("wood-factory", () => {
  const iso = new Iso(760, 200, 50);
  const out: string[] = [sky("muted")];
  out.push(room(iso, 24, 26, 8, { windows: true, wall: "#f1eee8", dado: c.goldLight }));
  out.push(laneX(iso, 5.4, 0.5, 24), laneY(iso, 6.6, 5.4, 26));
  // the saw line along the far wall, boards riding on it
  out.push(conveyor(iso, 1.5, 2.2, 5.5, 1.0, 0.9, c.navyMid, true));
  out.push(boards(iso, 2.0, 2.35, 0.9, 4.2, 3));
  out.push(saw(iso, 7.0, 2.2));
  out.push(conveyor(iso, 8.4, 2.2, 7.5, 1.0, 0.9, c.navyMid, true));
  out.push(
    boards(iso, 9.0, 2.35, 0.9, 1.6, 3),
    boards(iso, 11.2, 2.35, 0.9, 1.6, 3),
    boards(iso, 13.4, 2.35, 0.9, 1.6, 3),
  );
  // lumber piles along the side wall
  out.push(lumberPile(iso.at(0.8, 6.5, 0, true), 0, 0, 4.2, 1.3, 7));
  out.push(lumberPile(iso.at(0.8, 11.2, 0, true), 0, 0, 4.2, 1.3, 5));
  // pallets built and stacked
  for (const [x, y, n] of [
    [10.5, 7.2, 12],
    [12.0, 7.2, 10],
    [13.5, 7.2, 12],
    [10.5, 8.6, 8],
    [12.0, 8.6, 11],
    [16.5, 3.4, 9],
    [18.0, 3.4, 12],
  ] as const)
    out.push(palletStack(iso, x, y, n));
  out.push(forklift(iso.at(6.8, 9.0), { load: "pallets", lift: 0.5 }));
  out.push(
    person(...iso.p(5.6, 4.3), 1.75 * iso.u, { attire: "hivis", pose: "hips", hat: "orange" }),
  );
  out.push(
    person(...iso.p(16.2, 6.2), 1.75 * iso.u, {
      attire: "hivis",
      pose: "clipboard",
      hat: "white",
      skin: c.skin2,
    }),
  );
  return out;
});

const metalFactory = scene("metal-factory", () => {
  const iso = new Iso(760, 190, 50);
  const out: string[] = [sky("muted")];
  out.push(room(iso, 24, 26, 8, { windows: true, dado: c.navyPale }));
  out.push(laneX(iso, 5.6, 0.5, 24), laneY(iso, 7.6, 5.6, 26));
  // uncoiler feeding the roll-former; uprights leaving on the run-out table
  out.push(uncoiler(iso, 0.8, 2.4));
  out.push(strip(iso, 2.0, 3.5, 2.75, 0.5, 1.3, 1.05));
  out.push(rollFormer(iso, 3.5, 2.45, 8.2));
  out.push(conveyor(iso, 11.9, 2.45, 7.5, 1.1, 1.05, c.navyMid, true));
  out.push(uprights(iso, 12.4, 2.6, 1.05, 5.5, 5));
  out.push(robotArm(iso, 15.6, 5.4, [-0.4, -2.2, 1.2], c.gold));
  const [spx, spy] = iso.p(15.2, 3.2, 1.15);
  out.push(sparks(spx, spy, 34));
  // coils waiting
  for (const [x, y] of [
    [1.2, 7.6],
    [1.2, 10.0],
    [3.6, 8.8],
  ] as const)
    out.push(coil(iso, x, y, 0, 0.85, 1.2, "y"));
  out.push(coilUpright(iso, 9.2, 8.2, 0.75, 1.1), coilUpright(iso, 11.0, 8.2, 0.75, 1.1));
  // bundles of finished uprights on bearers
  out.push(
    iso.box(12.4, 8.9, 0, 0.12, 1.1, 0.12, c.woodDark),
    iso.box(17.2, 8.9, 0, 0.12, 1.1, 0.12, c.woodDark),
  );
  out.push(uprights(iso, 12.0, 9.0, 0.12, 6.0, 6), uprights(iso, 12.0, 9.0, 0.21, 6.0, 6));
  out.push(
    person(...iso.p(8.6, 5.0), 1.75 * iso.u, { attire: "hivis", pose: "tablet", hat: "white" }),
  );
  out.push(
    person(...iso.p(6.4, 9.6), 1.75 * iso.u, {
      attire: "hivis",
      pose: "point",
      hat: "gold",
      skin: c.skin2,
    }),
  );
  out.push(forklift(iso.at(7.0, 12.6), { load: "navy", lift: 0.2 }));
  return out;
});

const consultingEngineers = scene("consulting-engineers", () => {
  const iso = new Iso(620, 215, 44);
  const out: string[] = [
    sky("day"),
    clouds(
      [
        [1050, 110, 260],
        [140, 70, 200],
      ],
      "#ffffff",
      0.7,
    ),
    dunes(245),
    groundFill(255, "#e8d8b9", "#f1e7d4"),
  ];
  out.push(iso.rz(0, -3, 24, -3, 18, "#e4ddcf"));
  out.push(steelFrame(iso, 0, 0, 3, 5, 10, 6.2, 2));
  out.push(
    scissorLift(iso, 11.2, 3.6, 2.2, 1.2, 4.6, { wheels: true, rails: true, col: c.orange }),
  );
  out.push(
    person(...iso.p(12.6, 4.4, 4.6), 1.75 * iso.u, { attire: "hivis", pose: "wave", hat: "gold" }),
  );
  out.push(beam(iso, 1, 12.5, 0, 7), beam(iso, 1, 13.0, 0.46, 7), beam(iso, 1, 14.2, 0, 7));
  // the engineers at a site table with drawings
  out.push(table(iso, 17.2, 5.0, 2.2, 1.2, 0.95, c.navy, c.steelDark));
  out.push(iso.onZ(0.96, 17.3, 5.1, blueprint(200, 100), 2.0 / 200));
  out.push(
    person(...iso.p(16.9, 7.4), 1.75 * iso.u, { attire: "hivis", pose: "clipboard", hat: "white" }),
  );
  out.push(
    person(
      ...iso.p(20.0, 7.0),
      1.75 * iso.u,
      { attire: "coat", pose: "point", hat: "white", skin: c.skin2 },
      true,
    ),
  );
  out.push(
    person(
      ...iso.p(20.2, 4.6),
      1.75 * iso.u,
      { attire: "hivis", pose: "tablet", hat: "gold", skin: c.skin3 },
      true,
    ),
  );
  for (const [x, y] of [
    [6, 18],
    [26, 3],
    [23, -3],
  ] as const)
    out.push(palm(...iso.p(x, y), 130));
  return out;
});

/** A glazed window on the wall y = 0: the view, mullions, a sill. */
function windowY(iso: Iso, x: number, z: number, w: number, h: number): string {
  const k = 400 / w;
  const out: string[] = [iso.ry(0.01, x - 0.12, x + w + 0.12, z - 0.12, z + h + 0.12, c.white)];
  out.push(iso.onY(0.02, x, z + h, windowView(400, h * k), 1 / k));
  const segs: [V3, V3][] = [];
  for (let i = 1; i < 3; i++)
    segs.push([
      [x + (w * i) / 3, 0.03, z],
      [x + (w * i) / 3, 0.03, z + h],
    ]);
  out.push(iso.lines(segs, c.white, Math.max(4, iso.u * 0.08)));
  out.push(iso.box(x - 0.15, 0, z - 0.1, w + 0.3, 0.15, 0.08, c.white));
  return out.join("");
}

/** A whiteboard with abstract charts on the wall x = 0, spanning y0 … y0 + w. */
function boardX(iso: Iso, y0: number, z: number, w: number, h: number): string {
  const k = 300 / w;
  const H = h * k;
  const content =
    rect(-8, -8, 316, H + 16, c.steelLight, { rx: 6 }) +
    rect(0, 0, 300, H, c.white) +
    bars(20, H * 0.15, 130, H * 0.6, [0.4, 0.65, 0.5, 0.9], c.navyMid, c.gold) +
    rect(20, H * 0.8, 130, 6, c.border) +
    donut(225, H * 0.38, H * 0.2, 0.68, c.gold) +
    textLines(170, H * 0.72, 110, 2, 16, c.border);
  return iso.onX(0.03, y0 + w, z + h, content, 1 / k);
}

const logisticsConsulting = scene("logistics-consulting", () => {
  const iso = new Iso(650, 170, 86);
  const out: string[] = [sky("muted")];
  out.push(room(iso, 13, 11, 4, { wall: "#eeebe6", floor: "#e2ddd5" }));
  out.push(windowY(iso, 1.4, 0.8, 8.4, 2.6));
  out.push(boardX(iso, 1.4, 1.1, 3.6, 1.9));
  out.push(iso.rz(0.005, 2.2, 11, 2.4, 8.8, c.navyPale, { opacity: 0.5 }));
  const s = 1.75 * iso.u;
  // far side: two consultants facing us
  out.push(chair(iso, 4.2, 3.5, c.navy, "y", sitter(...iso.p(4.2, 3.5), s, { attire: "thobe" })));
  out.push(
    chair(
      iso,
      6.6,
      3.5,
      c.navy,
      "y",
      sitter(...iso.p(6.6, 3.5), s, { attire: "suit", skin: c.skin2 }),
    ),
  );
  out.push(boardTable(iso, 3.0, 4.0, 6.2, 1.7));
  out.push(
    papers(iso, 3.6, 4.3, 0.75),
    papers(iso, 6.0, 4.5, 0.75),
    laptop(iso, 4.0, 4.3, 0.75, "-y"),
    laptop(iso, 7.4, 4.9, 0.75, "y"),
  );
  out.push(iso.box(5.0, 4.5, 0.75, 0.9, 0.6, 0.02, c.white));
  out.push(
    iso.onZ(
      0.78,
      5.05,
      4.55,
      bars(0, 0, 80, 50, [0.5, 0.8, 0.6, 0.95], c.gold, c.navySoft),
      0.8 / 80,
    ),
  );
  // near side: two clients, backs to us
  out.push(
    chair(
      iso,
      5.0,
      6.4,
      c.navy,
      "-y",
      sitter(...iso.p(5.0, 6.4), s, { attire: "abaya", back: true }),
    ),
  );
  out.push(
    chair(
      iso,
      7.5,
      6.4,
      c.navy,
      "-y",
      sitter(...iso.p(7.5, 6.4), s, { attire: "suit", back: true, skin: c.skin3 }),
    ),
  );
  // the presenter at the board
  out.push(person(...iso.p(1.0, 5.6), s, { attire: "suit", pose: "point", skin: c.skin1 }, true));
  out.push(plant(iso, 11.8, 0.8, 1.4));
  return out;
});

const rackingSystems = scene("racking-systems", () => {
  const iso = new Iso(700, 250, 38);
  const out: string[] = [sky("muted")];
  out.push(room(iso, 30, 28, 11, { windows: true, dado: c.navyPale }));
  out.push(laneX(iso, 9.6, 7, 30), laneY(iso, 7.6, 9.6, 28));
  // mezzanine with shelving, its handrails and stair
  out.push(mezzanine(iso, 0.3, 1.5, 6.0, 11, 3.4));
  for (const y of [2.2, 6.6])
    for (const x of [0.5, 3.2])
      out.push(iso.at(x, y, 3.4, true).use("shelf", 0, 0, 0, (q) => shelving(q, 0, 0, 0, 3.8, 4)));
  out.push(
    railing(
      iso,
      [
        [0.3, 12.5, 3.4],
        [6.3, 12.5, 3.4],
        [6.3, 1.5, 3.4],
      ],
      1.1,
    ),
  );
  out.push(stair(iso.at(6.4, 7.9, 0, true), 0, 0, 3.4, 1.0));
  // the racking: a run along the back wall, another across the aisle
  out.push(rackRun(iso.at(8.2, 0.4), { bays: 7, levels: 6, load: mixedLoads(3) }));
  out.push(rackRun(iso.at(8.2, 6.0), { bays: 7, levels: 4, load: mixedLoads(9) }));
  out.push(forklift(iso.at(12.0, 11.0), { load: "cartons", lift: 0.9 }));
  out.push(
    loadedPallet(iso, 20, 11.5, 0, "wrapped", 1.2),
    loadedPallet(iso, 21.5, 11.5, 0, "cartons", 1.0),
  );
  out.push(
    person(...iso.p(18.5, 13.5), 1.75 * iso.u, { attire: "hivis", pose: "point", hat: "white" }),
  );
  return out;
});

const dockLevelers = scene("dock-levelers", () => {
  const iso = new Iso(380, 360, 56);
  const f = iso.at(0, 0, 0, true);
  const out: string[] = [sky("day")];
  out.push(f.rz(-DOCK_H, -40, -0.3, -20, 40, "#d9d4c9"));
  out.push(trailerAtDock(f, -0.35, 4.4 - 1.25, true), trailerAtDock(f, -0.35, 10.4 - 1.25, false));
  out.push(dockSeal(f, 3.0, 5.8), dockSeal(f, 9.0, 11.8));
  out.push(room(f, 18, 16, 4.6, { noWallY: true }));
  out.push(
    dockWall(f, 16, 4.6, [
      [3.0, 5.8],
      [9.0, 11.8],
    ]),
  );
  out.push(dockControl(f, 6.5), dockControl(f, 12.5));
  out.push(laneX(f, 7.4, 0.2, 18), laneY(f, 4.2, 0, 16, c.yellow, 0.12, 0.5));
  out.push(leveler(f, 3.0, 5.8), leveler(f, 9.0, 11.8, 3.0, 0.5, 0.12, false));
  out.push(person(...f.p(0.1, 4.4, 0.12), 1.75 * iso.u, { attire: "hivis", hat: "gold" }));
  out.push(palletJack(f.at(0.7, 4.15, 0.06), "cartons"));
  out.push(
    loadedPallet(f, 6.0, 9.4, 0, "wrapped", 1.2),
    loadedPallet(f, 6.0, 10.8, 0, "cartons", 1.0),
    loadedPallet(f, 7.6, 9.4, 0, "cartons", 1.1),
  );
  out.push(forklift(f.at(5.2, 6.6), { load: "tall", lift: 0.3 }));
  return out;
});

const fixedElevators = scene("fixed-elevators", () => {
  const iso = new Iso(650, 270, 60);
  const out: string[] = [sky("muted")];
  out.push(room(iso, 22, 18, 9.5, { dado: c.navyPale }));
  out.push(laneX(iso, 8.4, 0, 22));
  // the upper floor: a slab on columns, its load, its handrail
  const zf = 4.4;
  for (const x of [0.5, 5.0, 10.5, 16.5])
    out.push(iso.box(x, 4.8, 0, 0.35, 0.35, zf - 0.5, c.navyMid));
  out.push(
    iso.box(0, 0, zf - 0.6, 22, 5.2, 0.6, { top: "#c8d0d7", left: c.navy, right: c.navyDark }),
  );
  out.push(iso.ry(5.21, 0, 22, zf - 0.3, zf - 0.2, c.gold));
  out.push(
    loadedPallet(iso, 1.5, 1.2, zf, "cartons", 1.1, 2),
    loadedPallet(iso, 3.0, 1.2, zf, "wrapped", 1.2, 2),
    loadedPallet(iso, 1.5, 2.6, zf, "navy", 0.9, 2),
    loadedPallet(iso, 15.5, 1.0, zf, "cartons", 1.1, 2),
    loadedPallet(iso, 17.0, 1.0, zf, "cartons", 1.1, 2),
  );
  out.push(palletJack(iso.at(13.6, 2.6, zf), undefined));
  out.push(
    person(...iso.p(14.0, 3.9, zf), 1.75 * iso.u, { attire: "hivis", pose: "point", hat: "white" }),
  );
  out.push(
    railing(
      iso,
      [
        [0.2, 5.2, zf],
        [6.8, 5.2, zf],
      ],
      1.1,
    ),
    railing(
      iso,
      [
        [14.4, 5.2, zf],
        [22, 5.2, zf],
      ],
      1.1,
    ),
  );
  // the goods lift on its masts, platform halfway with a pallet
  out.push(
    goodsLift(iso, 7.0, 4.2, 3.0, 2.6, 8.2, 2.2, (q) =>
      loadedPallet(q, 0.6, 0.6, 0, "tall", 1.3, 2),
    ),
  );
  // a scissor lift table raising a pallet to the upper floor
  out.push(scissorLift(iso, 11.4, 5.3, 2.4, 1.6, zf, { col: c.gold, pairs: 3 }));
  out.push(loadedPallet(iso, 12.0, 5.6, zf, "cartons", 1.0, 2));
  // ground floor
  out.push(forklift(iso.at(1.6, 6.6, 0, true), { load: "wrapped", lift: 0.2 }));
  out.push(loadedPallet(iso, 4.2, 8.2, 0, "cartons", 1.0, 2));
  out.push(palletJack(iso.at(7.4, 7.8), "cartons"));
  out.push(
    person(...iso.p(7.0, 8.8), 1.75 * iso.u, { attire: "hivis", hat: "gold", skin: c.skin2 }),
  );
  return out;
});

const mobileRamps = scene("mobile-ramps", () => {
  const iso = new Iso(400, 250, 46);
  const out: string[] = [
    sky("day"),
    clouds(
      [
        [1100, 120, 260],
        [200, 90, 180],
      ],
      "#ffffff",
      0.7,
    ),
    dunes(230),
    groundFill(240, "#e8d8b9", "#f1e7d4"),
  ];
  out.push(iso.rz(0, -14, 32, -12, 16, "#dcdcd8"));
  out.push(laneX(iso, 6.5, -12, 32, c.white, 0.15, 1.2));
  out.push(container(iso.at(13, -7.5), 6.1, c.gold), container(iso.at(13, -4.9), 6.1, c.navy));
  out.push(containerRear(iso.at(3, 0), 6.1, 1.4, c.navyMid));
  // the ramp from the container's doors down to the yard, a forklift climbing it
  const ramp = { w: 2.3, h: 1.52, level: 2.4, slope: 10 };
  const r = iso.at(9.1, 0.07);
  const fx = 5.2;
  const rider = forklift(r.at(fx, 0.55, rampHeight(ramp, fx)).tilt(-ramp.h / ramp.slope), {
    away: true,
    load: "cartons",
    lift: 0.35,
  });
  out.push(yardRamp(r, ramp, rider));
  out.push(
    loadedPallet(iso, 21.5, 2.2, 0, "cartons", 1.1),
    loadedPallet(iso, 21.5, 3.6, 0, "wrapped", 1.2),
    loadedPallet(iso, 23.0, 2.2, 0, "cartons", 1.0),
  );
  out.push(
    person(...iso.p(20.5, 6.8), 1.75 * iso.u, { attire: "hivis", pose: "wave", hat: "gold" }, true),
  );
  out.push(palm(...iso.p(24, -6), 130), palm(...iso.p(27, -2), 110));
  return out;
});

const firefighting = scene("firefighting", () => {
  const iso = new Iso(640, 330, 52);
  const out: string[] = [sky("muted")];
  const top = 8.4;
  const zp = 7.3;
  out.push(room(iso, 22, 18, top, { windows: false, dado: c.navyPale }));
  // roof beams along the wall heads
  out.push(
    iso.box(0, 0, top - 0.5, 22, 0.5, 0.5, c.navyMid),
    iso.box(0, 0.5, top - 0.5, 0.5, 18, 0.5, c.navyMid),
  );
  out.push(laneY(iso, 3.8, 2, 18), laneX(iso, 5.2, 3.8, 22));
  out.push(rackRun(iso.at(6.0, 0.4), { bays: 5, levels: 4, load: mixedLoads(8) }));
  // on the wall: riser and valve, hose reel, extinguishers, signs
  out.push(riser(iso, 1.6, zp));
  out.push(hoseCabinet(iso, 4.6, 0.7, 1.1, 1.2), fireSign(iso, 5.15, 2.2, 0.5));
  out.push(extinguisher(iso, 7.6, 0.5), extinguisher(iso, 8.2, 0.5), fireSign(iso, 7.9, 1.6, 0.45));
  // the sprinkler mains along the walls, branch lines out into the hall
  const mainY = 0.8;
  const mainX = 0.8;
  for (const x of [6, 10, 14, 18]) {
    out.push(
      hanger(iso, [x, mainY, zp], top - 0.5),
      pipe(iso, [x, mainY, zp - 0.05], [x, 5.6, zp - 0.05], c.steelLight, 0.05),
    );
    for (const y of [2.2, 4.0, 5.6]) out.push(head(iso, [x, y, zp - 0.05]));
  }
  for (const y of [5.5, 9.5, 13.5, 17.5]) {
    out.push(
      hanger(iso, [mainX, y, zp], top - 0.5),
      pipe(iso, [mainX, y, zp - 0.05], [5.0, y, zp - 0.05], c.steelLight, 0.05),
    );
    for (const x of [2.4, 4.0, 5.0]) out.push(head(iso, [x, y, zp - 0.05]));
  }
  out.push(
    pipe(iso, [mainX, mainY, zp], [22, mainY, zp], c.red, 0.1),
    pipe(iso, [mainX, mainY, zp], [mainX, 18, zp], c.red, 0.1),
  );
  // in-rack sprinklers
  for (let x = 7.4; x < 20; x += 2.75) out.push(head(iso, [x, 1.0, 4.5]));
  out.push(pipe(iso, [6.0, 1.0, 4.6], [19.8, 1.0, 4.6], c.red, 0.05));
  out.push(
    person(...iso.p(7.4, 8.4), 1.75 * iso.u, { attire: "hivis", pose: "clipboard", hat: "white" }),
  );
  out.push(
    loadedPallet(iso, 12.5, 6.4, 0, "cartons", 1.0),
    loadedPallet(iso, 14.0, 6.4, 0, "wrapped", 1.2),
  );
  return out;
});

const epoxyFlooring = scene("epoxy-flooring", () => {
  const iso = new Iso(660, 170, 46);
  const out: string[] = [sky("muted")];
  out.push(room(iso, 26, 24, 8, { windows: true, floor: "#cfcac1" }));
  // the finished epoxy, glossy, up to the line where the grinder works
  const edge = 15;
  out.push(epoxy(iso, 0, edge, 0, 24, c.navyPale));
  for (const x of [1.5, 6, 10.5]) out.push(gleam(iso, x, x + 3, 3.0, 11, 0.5));
  for (const y of [1.5, 6, 10.5]) out.push(gleam(iso.at(0, 0, 0, true), y, y + 3, 3.0, 9.5, 0.35));
  // matte concrete beyond, with grinding swirls
  const sw: [V3, V3][] = [];
  for (let y = 1; y < 23; y += 1.3)
    sw.push([
      [edge + 0.4, y, 0.01],
      [edge + 3.5, y + 0.6, 0.01],
    ]);
  out.push(iso.lines(sw, "#bfb9ae", 4));
  out.push(iso.rz(0.008, edge - 0.1, edge + 0.05, 0, 24, c.steel));
  // painted lanes, walkway, hatching, arrows
  out.push(laneX(iso, 5.2, 0, edge, c.yellow, 0.18), laneX(iso, 9.6, 0, edge, c.yellow, 0.18));
  out.push(laneY(iso, 4.0, 9.6, 24, c.yellow, 0.18), laneY(iso, 6.0, 9.6, 24, c.yellow, 0.18));
  out.push(zebra(iso, 4.1, 5.95, 5.3, 9.5));
  out.push(arrowX(iso, 10.5, 7.4, 1.1), arrowX(iso, 6.5, 7.4, 1.1));
  out.push(hatch(iso, 0.4, 3.4, 0.4, 3.6));
  // racks along the wall, a pallet reflected in the gloss
  out.push(rackRun(iso.at(4.5, 0.4), { bays: 3, levels: 3, load: mixedLoads(11) }));
  out.push(
    reflection(iso, 1.0, 12.0, 1.2, 1.0, 1.3, c.goldDark),
    loadedPallet(iso, 1.0, 12.0, 0, "cartons", 1.1),
  );
  // the grinder at the edge of the fresh floor, its operator, the vacuum and hose
  out.push(
    iso.box(edge + 4.6, 2.6, 0, 0.9, 0.9, 1.1, c.navy),
    iso.cylinder([edge + 5.05, 3.05, 1.1], "z", 0.35, 0.2, c.steelDark, c.steel),
  );
  out.push(
    iso.stroke(
      [
        [edge + 4.6, 3.4, 0.3],
        [edge + 3.0, 5.5, 0.05],
        [edge + 1.6, 6.8, 0.45],
      ],
      c.ink,
      Math.max(4, iso.u * 0.09),
    ),
  );
  out.push(grinder(iso, edge + 2.2, 7.0));
  out.push(
    person(...iso.p(edge + 0.25, 7.0), 1.75 * iso.u, {
      attire: "hivis",
      hat: "gold",
      skin: c.skin2,
    }),
  );
  out.push(
    person(...iso.p(9.0, 15.0), 1.75 * iso.u, { attire: "coat", hat: "white", pose: "tablet" }),
  );
  return out;
});

const newsExhibition = scene("news-exhibition", () => {
  const iso = new Iso(700, 250, 70);
  const out: string[] = [sky("muted")];
  out.push(iso.rz(0, -30, 40, -30, 40, "#e4e6e8"));
  // booth: carpet, two walls with a fascia, screens
  out.push(iso.box(0, 0, 0, 10, 8, 0.08, { top: c.navy, left: c.navyDark, right: c.navyDark }));
  out.push(
    iso.box(0, -0.25, 0, 10, 0.25, 3.4, { top: c.navyDark, left: c.white, right: c.border }),
  );
  out.push(
    iso.box(-0.25, -0.25, 0, 0.25, 8.25, 3.4, {
      top: c.navyDark,
      left: c.border,
      right: "#eef0f2",
    }),
  );
  out.push(iso.ry(0.01, 0, 10, 2.7, 3.4, c.navy), iso.ry(0.01, 0, 10, 2.6, 2.7, c.gold));
  out.push(
    iso.rx(0.01, 0, 8, 2.7, 3.4, iso.tone(c.navy, "x")),
    iso.rx(0.01, 0, 8, 2.6, 2.7, c.gold),
  );
  out.push(
    wallScreenY(iso, 0.03, 1.0, 2.35, 2.6, 1.45, 0),
    wallScreenY(iso, 0.03, 4.0, 2.35, 2.6, 1.45, 1),
  );
  out.push(wallScreenX(iso, 0.03, 1.2, 2.35, 2.4, 1.4, 2));
  out.push(
    iso.box(7.2, -0.1, 0.08, 2.4, 0.1, 2.3, { top: c.goldDark, left: c.gold, right: c.goldDark }),
  );
  // the racking model on a plinth under glass
  out.push(
    iso.box(1.6, 2.8, 0.08, 3.0, 1.5, 0.9, c.white),
    iso.ry(4.3, 1.6, 4.6, 0.6, 0.72, c.gold),
  );
  const mini = new Iso(...iso.p(1.75, 2.95, 0.98), iso.u * 0.4);
  out.push(rackRun(mini, { bays: 2, levels: 3, load: mixedLoads(1), seam: 0 }));
  out.push(forklift(mini.at(1.0, 1.5), { load: "cartons", lift: 0.6, driver: false }));
  out.push(
    iso.box(
      1.65,
      2.85,
      0.98,
      2.9,
      1.4,
      1.45,
      { top: "#ffffff", left: "#ffffff", right: "#ffffff" },
      { opacity: 0.22 },
    ),
  );
  // reception counter
  out.push(
    iso.box(6.5, 5.2, 0.08, 2.6, 0.9, 1.05, c.white),
    iso.ry(6.1, 6.5, 9.1, 0.5, 0.65, c.gold),
  );
  out.push(person(...iso.p(7.7, 4.6, 0.08), 1.7 * iso.u, { attire: "abaya", pose: "tablet" }));
  // visitors
  out.push(
    person(...iso.p(4.8, 6.0, 0.08), 1.75 * iso.u, { attire: "thobe", pose: "point" }, true),
  );
  out.push(person(...iso.p(5.6, 7.4, 0.08), 1.75 * iso.u, { attire: "suit", skin: c.skin2 }));
  out.push(person(...iso.p(10.8, 7.4), 1.7 * iso.u, { attire: "abaya", top: c.ink }));
  out.push(person(...iso.p(11.8, 6.4), 1.75 * iso.u, { attire: "thobe" }, true));
  out.push(
    person(...iso.p(2.0, 9.6), 1.75 * iso.u, { attire: "shirt", pose: "carry", skin: c.skin3 }),
  );
  out.push(plant(iso, 0.5, 7.3, 1.4), plant(iso, 9.5, 0.5, 1.4));
  return out;
});

const newsPlatformLaunch = scene("news-platform-launch", () => {
  const out: string[] = [
    rect(
      0,
      0,
      1600,
      900,
      linear("hall", [
        [0, "#0e3550"],
        [1, c.navyDark],
      ]),
    ),
    // light beams from the rig
    path("M380 0 L470 0 L700 560 L380 560 Z", "#ffffff", { opacity: 0.05 }),
    path("M1130 0 L1220 0 L1220 560 L900 560 Z", "#ffffff", { opacity: 0.05 }),
    rect(0, 0, 1600, 34, c.ink),
  ];
  for (let x = 120; x < 1600; x += 240)
    out.push(rect(x, 28, 44, 26, c.steelDark, { rx: 6 }), circle(x + 22, 56, 10, "#fff3d6"));
  // the stage and its screens
  out.push(rect(0, 560, 1600, 340, "#0a2f47"));
  out.push(
    rect(150, 540, 1300, 70, c.navy),
    rect(150, 540, 1300, 10, c.gold),
    rect(150, 600, 1300, 10, c.navyDark),
  );
  out.push(
    place(
      420,
      120,
      1,
      bezel(
        760,
        400,
        use(
          symbol("bigdash", () => dashboard(760, 400, 0)),
          0,
          0,
        ),
        c.ink,
      ),
    ),
  );
  out.push(
    place(
      170,
      200,
      1,
      bezel(
        200,
        260,
        use(
          symbol("sidedash1", () => dashboard(200, 260, 3)),
          0,
          0,
        ),
        c.ink,
      ),
    ),
  );
  out.push(
    place(
      1230,
      200,
      1,
      bezel(
        200,
        260,
        use(
          symbol("sidedash2", () => dashboard(200, 260, 1)),
          0,
          0,
        ),
        c.ink,
      ),
    ),
  );
  // presenter and lectern
  out.push(person(1120, 545, 170, { attire: "thobe", pose: "point" }, true));
  out.push(
    path("M1240 545 L1250 440 L1330 440 L1340 545 Z", c.white),
    rect(1244, 432, 92, 16, c.gold, { rx: 4 }),
  );
  // the audience, three rows of heads and shoulders
  const rows = [
    [640, 0.95, 9],
    [730, 1.12, 8],
    [840, 1.35, 7],
  ] as const;
  const cols = ["#1d4661", "#234f6d", "#17394f", "#2a5775"];
  let k = 0;
  rows.forEach(([y, sc, count], ri) => {
    const step = 1600 / count;
    for (let i = 0; i < count; i++) {
      k++;
      const x = step * (i + 0.5) + (ri % 2 ? step / 2 : 0) - step / 4;
      const kind = k % 5 === 1 ? 2 : k % 4 === 2 ? 1 : 0;
      out.push(
        place(
          x,
          y + 60 * sc,
          sc * 1.25,
          audience(cols[k % cols.length] ?? c.navyDark, kind === 1 ? "#12324a" : "#1e2a33", kind),
        ),
      );
    }
  });
  return out;
});

const newsParkOpens = scene("news-park-opens", () => {
  const iso = new Iso(190, 200, 28);
  const out: string[] = [
    sky("day"),
    clouds(
      [
        [1120, 70, 240],
        [560, 50, 200],
      ],
      "#ffffff",
      0.7,
    ),
    dunes(200),
    groundFill(210, "#e6d3ae", "#efe3cb"),
  ];
  // inside the fence: paving, the warehouse, the office
  out.push(iso.rz(0, -30, 80, -50, 0, "#e3e1dc"));
  out.push(
    warehouse(iso.at(-6, -44), {
      w: 50,
      d: 26,
      h: 14,
      docks: { from: 5, count: 6, step: 5.5 },
      solar: true,
      seam: 1.5,
    }),
  );
  out.push(office(iso.at(48, -30), 16, 12, 3, 3.8));
  // the road outside and the approach through the gate
  out.push(
    iso.rz(0.01, -60, 120, 6, 16, "#b9bdc0"),
    iso.rz(0.01, 18, 34, 0, 6, "#c7cacc"),
    iso.rz(0.01, 18, 34, -16, 0, "#cfd1d2"),
  );
  out.push(
    iso.lines(
      [-50, -34, -18, -2, 14, 30, 46, 62, 78, 94].map(
        (x) =>
          [
            [x, 11, 0.02],
            [x + 8, 11, 0.02],
          ] as [V3, V3],
      ),
      c.white,
      4,
    ),
  );
  out.push(
    fence(iso, [
      [18, 0, 0],
      [-30, 0, 0],
    ]),
    fence(iso, [
      [80, 0, 0],
      [34, 0, 0],
    ]),
  );
  out.push(gatehouse(iso.at(36, -5), 0));
  out.push(gateFrame(iso, 16.4, 35.6, -1.6));
  // flags along the fence
  const flagCols = [c.navy, c.gold, c.white, c.leaf, c.navyMid];
  let k = 0;
  for (const x of [-6, 2, 10])
    out.push(flag(iso, x, 1.2, 9, flagCols[k++ % flagCols.length] ?? c.navy));
  for (const x of [42, 50, 58])
    out.push(flag(iso, x, 1.2, 9, flagCols[k++ % flagCols.length] ?? c.navy));
  // the ribbon across the gate, the officials before it, guests watching
  out.push(iso.rz(0.02, 18, 34, 2.4, 7.6, c.navy));
  out.push(ribbon(iso, [19, 3.2, 1.1], [33, 3.2, 1.1]));
  const h = 1.75 * iso.u;
  out.push(
    person(...iso.p(21, 4.6), h, { attire: "thobe" }),
    person(...iso.p(24.6, 4.4), h, { attire: "thobe", pose: "point" }, true),
  );
  out.push(
    person(...iso.p(28, 4.6), h, { attire: "suit", skin: c.skin2 }),
    person(...iso.p(31, 4.5), h, { attire: "abaya" }),
  );
  out.push(
    person(...iso.p(22.5, 6.8), h, { attire: "thobe", back: true }),
    person(...iso.p(26.5, 7.0), h, { attire: "abaya", back: true }),
  );
  out.push(person(...iso.p(29.5, 6.9), h, { attire: "suit", back: true, skin: c.skin3 }));
  // trucks arriving along the road
  out.push(
    truckAt(iso, 0, 7.2, false, { kind: "box" }),
    truckAt(iso, -18, 7.2, false, { kind: "reefer" }),
  );
  for (const x of [8, 16, 40, 48]) out.push(palm(...iso.p(x, 18.5), 150));
  return out;
});

const newsBoardTerm = scene("news-board-term", () => {
  const iso = new Iso(640, 160, 84);
  const out: string[] = [sky("muted")];
  out.push(room(iso, 13, 11, 4, { wall: c.goldPale, floor: "#dcd6cc" }));
  // wood panelling on the side wall, a screen on it, windows on the back wall
  const panels: [V3, V3][] = [];
  for (let y = 0.8; y < 11; y += 0.8)
    panels.push([
      [0.02, y, 0],
      [0.02, y, 4],
    ]);
  out.push(
    iso.rx(0.01, 0, 11, 0, 4, iso.tone(c.goldLight, "x")),
    iso.lines(panels, c.gold, 3, { opacity: 0.6 }),
  );
  out.push(wallScreenX(iso, 0.03, 2.4, 3.3, 3.4, 1.9, 2));
  out.push(windowY(iso, 1.5, 0.8, 3.6, 2.6), windowY(iso, 6.0, 0.8, 3.6, 2.6));
  out.push(iso.rz(0.005, 1.8, 11.2, 2.0, 8.6, c.navy, { opacity: 0.85 }));
  // five members: the chair at the head, two across, two with their backs to us
  const s = 1.75 * iso.u;
  out.push(
    chair(iso, 2.6, 4.9, c.navyDark, "x", sitter(...iso.p(2.6, 4.9), s, { attire: "thobe" })),
  );
  out.push(
    chair(
      iso,
      4.8,
      3.5,
      c.navyDark,
      "y",
      sitter(...iso.p(4.8, 3.5), s, { attire: "suit", skin: c.skin2 }),
    ),
  );
  out.push(
    chair(iso, 7.4, 3.5, c.navyDark, "y", sitter(...iso.p(7.4, 3.5), s, { attire: "abaya" })),
  );
  out.push(boardTable(iso, 3.4, 4.0, 6.6, 1.8, 0.75, c.white));
  out.push(
    papers(iso, 4.4, 4.3, 0.75),
    papers(iso, 7.0, 4.3, 0.75),
    papers(iso, 5.6, 5.2, 0.75),
    papers(iso, 8.2, 5.2, 0.75),
  );
  out.push(
    chair(
      iso,
      5.6,
      6.5,
      c.navyDark,
      "-y",
      sitter(...iso.p(5.6, 6.5), s, { attire: "thobe", back: true }),
    ),
  );
  out.push(
    chair(
      iso,
      8.2,
      6.5,
      c.navyDark,
      "-y",
      sitter(...iso.p(8.2, 6.5), s, { attire: "suit", back: true, skin: c.skin3 }),
    ),
  );
  out.push(plant(iso, 11.6, 0.9, 1.4));
  return out;
});

const blogRacking = scene("blog-racking", () => {
  const iso = new Iso(560, 370, 125);
  const out: string[] = [sky("muted")];
  out.push(room(iso, 14, 10, 9, { dado: c.navyPale }));
  const o = {
    bays: 2,
    levels: 2,
    load: (b: number, l: number, s: number) =>
      b === 1 && l === 1 && s === 1
        ? undefined
        : l % 2
          ? s
            ? "wrapped"
            : "cartons"
          : s
            ? "cartons"
            : "tall",
  } as const;
  const r = iso.at(0.6, 0.6);
  out.push(rackRun(r, { ...o, seam: 4 }));
  out.push(rackDetails(r, o));
  out.push(
    carton(iso, 6.6, 0.8, 0, 0.6, 0.45, 0.4),
    carton(iso, 6.65, 0.85, 0.4, 0.5, 0.4, 0.35, c.goldLight),
    carton(iso, 6.5, 1.5, 0, 0.6, 0.45, 0.4),
  );
  out.push(
    person(...iso.p(-0.4, 3.3), 1.75 * iso.u, { attire: "hivis", pose: "tablet", hat: "white" }),
  );
  return out;
});

const blogColdChain = scene("blog-cold-chain", () => {
  const iso = new Iso(500, 240, 46);
  const out: string[] = [sky("cool")];
  out.push(iso.rz(-DOCK_H, -8, 40, -8, 30, "#dfe3e4"));
  // the cold store: a raised floor slab, two insulated walls, everything frosted
  out.push(
    iso.box(0, 0, -DOCK_H, 11, 11, DOCK_H, { top: "#dde8ef", left: "#c9ced3", right: "#b4bcc3" }),
  );
  out.push(room(iso, 11, 11, 5.4, { wall: "#edf4f8", floor: "#dde8ef" }));
  out.push(
    frostEdge(iso, [0, 0, 5.4], [11, 0, 5.4], 0.22),
    frostEdge(iso.at(0, 0, 0, true), [0, 0, 5.4], [11, 0, 5.4], 0.22),
  );
  out.push(evaporator(iso, 4.2, 4.9, 3.4));
  out.push(iso.onY(0.02, 8.4, 4.0, thermometer(60, 0.22), 1.0 / 60));
  const [sx, sy] = iso.p(10.0, 0, 3.2);
  out.push(snowflake(sx, sy, 30, c.navySoft, 0.8));
  out.push(
    rackRun(iso.at(0.4, 2.0, 0, true), {
      bays: 2,
      levels: 3,
      load: (b, l, s) => ((b + l + s) % 4 === 3 ? "navy" : "wrapped"),
    }),
  );
  out.push(
    loadedPallet(iso, 4.4, 2.6, 0, "wrapped", 1.3),
    loadedPallet(iso, 5.9, 2.6, 0, "navy", 1.0),
    loadedPallet(iso, 4.4, 4.0, 0, "wrapped", 1.2),
  );
  for (const [x, y] of [
    [4.45, 2.65],
    [4.45, 4.05],
  ] as const)
    out.push(frostEdge(iso, [x, y + 0.92, 1.45], [x + 1.1, y + 0.92, 1.45], 0.1));
  out.push(
    person(...iso.p(6.2, 7.6), 1.75 * iso.u, { attire: "hivis", hat: "white", top: c.navy }),
  );
  out.push(palletJack(iso.at(6.8, 7.3), "wrapped", c.navyMid));
  // bumpers on the dock face, the reefer truck backed onto it
  out.push(
    iso.box(11, 1.4, -0.7, 0.25, 0.3, 0.45, c.ink),
    iso.box(11, 3.7, -0.7, 0.25, 0.3, 0.45, c.ink),
  );
  out.push(truck(iso.at(11.35, 1.4, -DOCK_H), { kind: "reefer", length: 10.5 }));
  for (const [x, y, r] of [
    [1080, 120, 16],
    [1220, 190, 12],
    [980, 220, 10],
    [1360, 110, 14],
    [330, 140, 12],
  ] as const)
    out.push(snowflake(x, y, r, "#ffffff", 0.95));
  return out;
});

const blogAiWarehouse = scene("blog-ai-warehouse", () => {
  const iso = new Iso(700, 150, 54);
  const out: string[] = [sky("cool")];
  out.push(room(iso, 22, 20, 8, { wall: "#eef2f5", floor: "#e6ebef" }));
  out.push(floorGrid(iso, 3.0, 18, 4.5, 16.5, 1.5));
  out.push(rackRun(iso.at(3.0, 0.4), { bays: 5, levels: 4, load: mixedLoads(12) }));
  // pods in a grid; some carried by robots, robots moving between
  const pods: [number, number, boolean][] = [
    [4.5, 6.0, false],
    [7.5, 6.0, true],
    [4.5, 9.0, false],
    [9.0, 9.0, true],
    [4.5, 12.0, true],
    [7.5, 12.0, false],
  ];
  for (const [x, y, carried] of pods) {
    if (carried) out.push(amr(iso, x + 0.1, y + 0.2));
    const seed = Math.round(x + y) % 3;
    out.push(iso.use(`pod${seed}`, x, y, carried ? 0.42 : 0, (q) => pod(q, 0, 0, 0, 2.2, seed)));
  }
  out.push(amr(iso, 12.2, 6.6, c.orange), amr(iso, 10.8, 13.6, c.navyMid));
  // picking station with its operator
  out.push(
    table(iso, 14.0, 8.6, 2.2, 1.0, 0.95, c.white, c.navy),
    monitor(iso, 14.6, 8.8, 0.95, 0.8, false, 3),
  );
  out.push(
    person(...iso.p(15.2, 10.6), 1.75 * iso.u, {
      attire: "hivis",
      hat: "white",
      pose: "tablet",
      skin: c.skin2,
    }),
  );
  // the drone scanning the rack face
  out.push(
    drone(
      iso,
      [12.5, 4.2, 5.0],
      [
        [8.5, 1.52, 4.4],
        [11.8, 1.52, 4.4],
      ],
      1.6,
    ),
  );
  // data links between the fleet, the drone and the station
  const pts = [
    iso.p(12.5, 4.2, 5.0),
    iso.p(8.1, 6.6, 2.9),
    iso.p(12.7, 7.0, 0.5),
    iso.p(15.2, 8.9, 1.7),
  ];
  out.push(dataLink(pts, c.gold, 5));
  out.push(
    dataLink([iso.p(5.1, 12.6, 2.9), iso.p(9.6, 9.6, 2.9), iso.p(11.3, 14.0, 0.5)], c.navySoft, 5),
  );
  const [px, py] = iso.p(11.3, 14.0, 0.5);
  out.push(pulse(px, py, 34, c.navySoft));
  return out;
});

/* ------------------------------------------------------------------------------------------- */

export const scenes: Record<IllustrationId, Scene> = {
  "home-hero": { draw: homeHero },
  "services-overview": { draw: servicesOverview },
  "storage-consultancy": { draw: storageConsultancy },
  "integrated-logistics": { draw: integratedLogistics },
  "smart-platform": { draw: smartPlatform },
  "rawafed-park": { draw: rawafedPark },
  "wood-factory": { draw: woodFactory },
  "metal-factory": { draw: metalFactory },
  "consulting-engineers": { draw: consultingEngineers },
  "logistics-consulting": { draw: logisticsConsulting },
  "racking-systems": { draw: rackingSystems },
  "dock-levelers": { draw: dockLevelers },
  "fixed-elevators": { draw: fixedElevators },
  "mobile-ramps": { draw: mobileRamps },
  firefighting: { draw: firefighting },
  "epoxy-flooring": { draw: epoxyFlooring },
  "news-exhibition": { draw: newsExhibition },
  "news-platform-launch": { draw: newsPlatformLaunch },
  "news-park-opens": { draw: newsParkOpens },
  "news-board-term": { draw: newsBoardTerm },
  "blog-racking": { draw: blogRacking },
  "blog-cold-chain": { draw: blogColdChain },
  "blog-ai-warehouse": { draw: blogAiWarehouse },
};
