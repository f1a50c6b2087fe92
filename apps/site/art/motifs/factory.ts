/**
 * The factory building: a clad hall with a saw-tooth roof of glazed north lights (no chimney),
 * a loading door and a low annex. Local frame as the warehouse: x along the length, y = d faces
 * the viewer.
 */
import type { Iso, V3 } from "../iso.ts";
import { c, mix } from "../palette.ts";

export interface FactoryOptions {
  w: number;
  d: number;
  h: number;
  teeth?: number;
  wall?: string;
  seam?: number;
}

export function factory(iso: Iso, o: FactoryOptions): string {
  const { w, d, h } = o;
  const wall = o.wall ?? c.goldPale;
  const seam = o.seam ?? 2;
  const teeth = o.teeth ?? Math.max(3, Math.round(w / 8));
  const t = Math.min(3.2, (w / teeth) * 0.45);
  const out: string[] = [];
  out.push(iso.rz(0, -1, w + 1.5, -1, d + 1.5, c.navyDark, { opacity: 0.1 }));
  out.push(
    iso.box(0, 0, 0, w, d, h, { top: "#d8dde1", left: wall, right: mix(wall, c.navyDark, 0.18) }),
  );
  const segs: [V3, V3][] = [];
  for (let x = 2.5; x < w - 0.5; x += 2.5)
    segs.push([
      [x, d, 0.3],
      [x, d, h - 0.3],
    ]);
  out.push(iso.lines(segs, mix(wall, c.goldDark, 0.25), seam, { opacity: 0.6 }));
  // ribbon window and a navy base
  out.push(iso.ry(d + 0.01, 1.5, w - 1.5, h * 0.55, h * 0.55 + 1.3, c.glass));
  out.push(iso.rx(w + 0.01, 1, d - 1, h * 0.55, h * 0.55 + 1.3, iso.tone(c.glass, "x")));
  out.push(
    iso.ry(d + 0.01, 0, w, 0, 1.0, c.navy),
    iso.rx(w + 0.01, 0, d, 0, 1.0, iso.tone(c.navy, "x")),
  );
  // big door on the gable
  out.push(iso.rx(w + 0.02, d * 0.3, d * 0.3 + 5, 0, 5, iso.tone(c.steelLight, "x")));
  const door: [V3, V3][] = [];
  for (let z = 0.6; z < 5; z += 0.6)
    door.push([
      [w + 0.03, d * 0.3, z],
      [w + 0.03, d * 0.3 + 5, z],
    ]);
  out.push(iso.lines(door, c.steel, seam));
  // saw-tooth roof
  const step = w / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const b = a + step;
    out.push(
      iso.poly(
        [
          [a, d, h],
          [b, d, h],
          [b, d, h + t],
        ],
        iso.tone(wall, "y"),
      ),
      iso.poly(
        [
          [a, 0, h],
          [b, 0, h + t],
          [b, d, h + t],
          [a, d, h],
        ],
        "#dfe3e6",
      ),
      iso.rx(b, 0, d, h, h + t, iso.tone(c.glass, "x")),
      iso.rx(b + 0.01, 0, d, h + t - 0.35, h + t, c.navy),
    );
  }
  return out.join("");
}
