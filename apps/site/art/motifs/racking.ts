/**
 * Selective pallet racking: upright frames, step beams, pallets two to a bay. A run stands along
 * its local x (bays side by side), local y is its depth (0 … depth), and its face with the pallet
 * fronts is y = depth.
 */
import type { Iso, V3 } from "../iso.ts";
import { c, mix } from "../palette.ts";
import { type Load, loadedPallet, PALLET_H } from "./pallet.ts";

export interface RackOptions {
  bays: number;
  levels: number;
  bayW?: number;
  depth?: number;
  levelH?: number;
  /** What stands in bay b, level l, slot s (0 or 1); undefined for an empty slot. */
  load?: (b: number, l: number, s: number) => Load | undefined;
  upright?: string;
  beam?: string;
  /** Seam stroke width of carton joints, pixels; 0 for none. */
  seam?: number;
  /** Draw the pallets on the floor level too. */
  floor?: boolean;
}

const POST = 0.1;
const BEAM = 0.14;

/** A default pattern of loads: mostly cartons, some variety, a few gaps; deterministic. */
export function mixedLoads(seed = 1): (b: number, l: number, s: number) => Load | undefined {
  return (b, l, s) => {
    const h = (b * 73 + l * 151 + s * 37 + seed * 97) % 23;
    if (h === 3 || h === 11) return undefined;
    if (h % 7 === 0) return "navy";
    if (h % 5 === 0) return "wrapped";
    if (h % 4 === 1) return "tall";
    return "cartons";
  };
}

export function rackRun(iso: Iso, o: RackOptions): string {
  const bayW = o.bayW ?? 2.75;
  const depth = o.depth ?? 1.1;
  const levelH = o.levelH ?? 1.55;
  const up = o.upright ?? c.navyMid;
  const beam = o.beam ?? c.orange;
  const seam = o.seam ?? 2.5;
  const load = o.load ?? mixedLoads();
  const height = o.levels * levelH + 0.3;
  const slotW = (bayW - POST) / 2;
  // Structure in two layers (behind and in front of the loads), each colour one path.
  const back = { postY: [] as V3[][], postX: [] as V3[][], beamY: [] as V3[][], top: [] as V3[][] };
  const front = {
    postY: [] as V3[][],
    postX: [] as V3[][],
    beamY: [] as V3[][],
    beamTop: [] as V3[][],
    top: [] as V3[][],
  };
  const loads: string[] = [];
  for (let f = 0; f <= o.bays; f++) {
    const x = f * bayW;
    const [bt, by, bx] = iso.faces(x, 0, 0, POST, POST, height);
    back.postY.push(by);
    back.postX.push(bx);
    back.top.push(bt);
    const [ft, fy, fx] = iso.faces(x, depth - POST, 0, POST, POST, height);
    front.postY.push(fy);
    front.postX.push(fx);
    front.top.push(ft);
  }
  for (let b = 0; b < o.bays; b++) {
    const x0 = b * bayW;
    for (let l = 0; l <= o.levels; l++) {
      const z = l * levelH;
      if (l > 0) {
        back.beamY.push(iso.faces(x0 + POST, 0, z - BEAM, bayW - POST, 0.08, BEAM)[1]);
        const [t, y] = iso.faces(x0 + POST, depth - 0.08, z - BEAM, bayW - POST, 0.08, BEAM);
        front.beamY.push(y);
        front.beamTop.push(t);
      }
      if (l === o.levels || (l === 0 && o.floor === false)) continue;
      for (let s = 0; s < 2; s++) {
        const what = load(b, l, s);
        if (!what) continue;
        const px = x0 + POST + s * slotW + (slotW - 1.2) / 2;
        const h = what === "tall" ? levelH - 0.45 : what === "navy" ? 0.8 : levelH - 0.65;
        loads.push(
          iso.use(`pl-${what}-${Math.round(h * 100)}-${seam}`, px, depth - 1.04, z, (q) =>
            loadedPallet(q, 0, 0, 0, what, h - PALLET_H, seam),
          ),
        );
      }
    }
  }
  const shadeY = iso.tone(up, "y");
  const shadeX = iso.tone(up, "x");
  const out: string[] = [];
  out.push(iso.rz(0, -0.1, o.bays * bayW + 0.3, -0.1, depth + 0.3, c.navyDark, { opacity: 0.08 }));
  out.push(
    iso.polys(back.postY, shadeY),
    iso.polys(back.postX, shadeX),
    iso.polys(back.beamY, iso.tone(beam, "y")),
  );
  out.push(loads.join(""));
  out.push(
    iso.polys(front.beamTop, iso.tone(beam, "z")),
    iso.polys(front.beamY, iso.tone(beam, "y")),
  );
  out.push(
    iso.polys(front.postY, shadeY),
    iso.polys(front.postX, shadeX),
    iso.polys([...back.top, ...front.top], iso.tone(up, "z")),
  );
  // bracing of the end frame, the one seen side on
  const x = o.bays * bayW + POST;
  const segs: [V3, V3][] = [];
  let upward = true;
  for (let z = 0.3; z < height - 0.6; z += 0.9) {
    segs.push([
      [x, upward ? 0.05 : depth - 0.05, z],
      [x, upward ? depth - 0.05 : 0.05, z + 0.9],
    ]);
    upward = !upward;
  }
  out.push(iso.lines(segs, shadeX, Math.max(3, iso.u * 0.05)));
  return out.join("");
}

/** A small carton (loose box) at local (x, y, z). */
export function carton(
  iso: Iso,
  x: number,
  y: number,
  z: number,
  w = 0.6,
  d = 0.45,
  h = 0.4,
  col: string = c.gold,
): string {
  return (
    iso.box(x, y, z, w, d, h, col) +
    iso.rz(z + h + 0.005, x, x + w, y + d / 2 - 0.04, y + d / 2 + 0.04, mix(col, c.goldDark, 0.5))
  );
}

/**
 * Close-up details over a rack run drawn with the same options: slot perforations on the front of
 * the uprights, beam connectors, load signs hung on beams (shapes only), column guards.
 */
export function rackDetails(
  iso: Iso,
  o: RackOptions & { signs?: boolean; guards?: boolean },
): string {
  const bayW = o.bayW ?? 2.75;
  const depth = o.depth ?? 1.1;
  const levelH = o.levelH ?? 1.55;
  const height = o.levels * levelH + 0.3;
  const beam = o.beam ?? c.orange;
  const out: string[] = [];
  const slots: [V3, V3][] = [];
  for (let f = 0; f <= o.bays; f++) {
    const x = f * bayW + POST / 2;
    for (let z = 0.5; z < height - 0.1; z += 0.1)
      slots.push([
        [x, depth + 0.001, z],
        [x, depth + 0.001, z + 0.045],
      ]);
  }
  out.push(iso.lines(slots, c.navyDark, Math.max(2, iso.u * 0.035)));
  for (let b = 0; b < o.bays; b++) {
    const x0 = b * bayW;
    for (let l = 1; l <= o.levels; l++) {
      const z = l * levelH;
      // connectors at both ends of the front beam
      out.push(
        iso.ry(
          depth + 0.002,
          x0 + POST,
          x0 + POST + 0.06,
          z - BEAM - 0.08,
          z + 0.04,
          mix(beam, c.navyDark, 0.35),
        ),
      );
      out.push(
        iso.ry(
          depth + 0.002,
          x0 + bayW - 0.06,
          x0 + bayW,
          z - BEAM - 0.08,
          z + 0.04,
          mix(beam, c.navyDark, 0.35),
        ),
      );
      if (o.signs !== false && l === 1) {
        // load sign: plate with a pallet pictogram and weight bars
        const cx = x0 + bayW / 2;
        const zt = z - BEAM - 0.02;
        out.push(iso.ry(depth + 0.003, cx - 0.28, cx + 0.28, zt - 0.36, zt, c.yellow));
        out.push(iso.ry(depth + 0.004, cx - 0.24, cx + 0.24, zt - 0.32, zt - 0.04, c.white));
        out.push(iso.ry(depth + 0.005, cx - 0.17, cx + 0.17, zt - 0.13, zt - 0.09, c.navyDark));
        out.push(
          iso.ry(depth + 0.005, cx - 0.17, cx - 0.12, zt - 0.17, zt - 0.13, c.navyDark),
          iso.ry(depth + 0.005, cx + 0.12, cx + 0.17, zt - 0.17, zt - 0.13, c.navyDark),
        );
        out.push(iso.ry(depth + 0.005, cx - 0.12, cx + 0.12, zt - 0.09, zt - 0.04, c.gold));
        for (let i = 0; i < 3; i++)
          out.push(
            iso.ry(
              depth + 0.005,
              cx - 0.17 + i * 0.12,
              cx - 0.08 + i * 0.12,
              zt - 0.28,
              zt - 0.21,
              c.red,
            ),
          );
      }
    }
  }
  if (o.guards !== false) {
    for (let f = 0; f <= o.bays; f++) {
      const x = f * bayW;
      out.push(iso.box(x - 0.06, depth - POST - 0.02, 0, POST + 0.12, POST + 0.14, 0.4, c.yellow));
      const stripes: V3[][] = [0.08, 0.24].map((z) => [
        [x - 0.06, depth + 0.121, z],
        [x + POST + 0.06, depth + 0.121, z],
        [x + POST + 0.06, depth + 0.121, z + 0.08],
        [x - 0.06, depth + 0.121, z + 0.08],
      ]);
      out.push(iso.polys(stripes, c.ink));
    }
  }
  return out.join("");
}
