// The demo comics' characters: round heads, rounded bodies, big eyes. Each is drawn standing on a
// ground line and says where its head is, so a speech balloon can point its tail at it.
import { num, type Painter } from "./painter.ts";

export interface Character {
  /** The name the scripts use: not drawn, but said in the pages' transcripts. */
  name: { en: string; ar: string };
  kind: "person" | "robot" | "falcon";
  skin: string;
  hair: string;
  outfit: string;
  hairStyle: "short" | "long" | "scarf" | "spiky" | "bun" | "cap";
}

export type Mood = "calm" | "happy" | "shout";

export interface Pose {
  /** Centre of the feet. */
  x: number;
  ground: number;
  /** Full height, feet to top of the head. */
  height: number;
  /** Which way the character looks: 1 right, -1 left. */
  facing: 1 | -1;
  mood: Mood;
  ink: string;
}

export interface Head {
  x: number;
  y: number;
  r: number;
}

function face(p: Painter, head: Head, pose: Pose) {
  const { x, y, r } = head;
  const look = pose.facing * r * 0.12;
  for (const side of [-1, 1]) {
    const ex = x + side * r * 0.36 + look;
    const ey = y - r * 0.05;
    p.ellipse(ex, ey, r * 0.2, r * 0.25, { fill: "#ffffff", stroke: pose.ink, width: r * 0.05 });
    p.ellipse(ex + look * 0.8, ey + r * 0.03, r * 0.1, r * 0.13, { fill: pose.ink });
  }
  const my = y + r * 0.45;
  if (pose.mood === "shout") {
    p.ellipse(x + look, my, r * 0.2, r * 0.16, { fill: pose.ink });
  } else {
    const curve = pose.mood === "happy" ? r * 0.22 : r * 0.06;
    p.path(
      `M${num(x + look - r * 0.22)} ${num(my)} Q${num(x + look)} ${num(my + curve)} ${num(x + look + r * 0.22)} ${num(my)}`,
      { stroke: pose.ink, width: r * 0.07 },
    );
  }
}

function hair(p: Painter, c: Character, head: Head, pose: Pose) {
  const { x, y, r } = head;
  const paint = { fill: c.hair, stroke: pose.ink, width: r * 0.06 };
  switch (c.hairStyle) {
    case "short":
      p.path(
        `M${num(x - r)} ${num(y - r * 0.1)} A${num(r)} ${num(r)} 0 0 1 ${num(x + r)} ${num(y - r * 0.1)} Q${num(x)} ${num(y - r * 0.55)} ${num(x - r)} ${num(y - r * 0.1)} Z`,
        paint,
      );
      return;
    case "long":
      p.path(
        `M${num(x - r * 1.05)} ${num(y + r * 1.1)} L${num(x - r * 1.05)} ${num(y - r * 0.1)} A${num(r * 1.05)} ${num(r * 1.05)} 0 0 1 ${num(x + r * 1.05)} ${num(y - r * 0.1)} L${num(x + r * 1.05)} ${num(y + r * 1.1)} L${num(x + r * 0.7)} ${num(y + r * 1.1)} L${num(x + r * 0.75)} ${num(y - r * 0.35)} L${num(x - r * 0.75)} ${num(y - r * 0.35)} L${num(x - r * 0.7)} ${num(y + r * 1.1)} Z`,
        paint,
      );
      return;
    case "scarf":
      // A headscarf framing the face, drawn before the face so the face sits inside it.
      p.ellipse(x, y + r * 0.1, r * 1.22, r * 1.3, paint);
      return;
    case "spiky": {
      const points: [number, number][] = [];
      for (let i = 0; i <= 8; i++) {
        const angle = Math.PI + (i / 8) * Math.PI;
        const reach = i % 2 ? r * 1.45 : r * 0.95;
        points.push([x + Math.cos(angle) * reach, y - r * 0.1 + Math.sin(angle) * reach]);
      }
      p.polygon(points, paint);
      return;
    }
    case "bun":
      p.ellipse(x, y - r * 1.05, r * 0.42, r * 0.36, paint);
      p.path(
        `M${num(x - r)} ${num(y)} A${num(r)} ${num(r)} 0 0 1 ${num(x + r)} ${num(y)} Q${num(x)} ${num(y - r * 0.6)} ${num(x - r)} ${num(y)} Z`,
        paint,
      );
      return;
    case "cap":
      p.path(
        `M${num(x - r)} ${num(y - r * 0.2)} A${num(r)} ${num(r)} 0 0 1 ${num(x + r)} ${num(y - r * 0.2)} Z`,
        paint,
      );
      p.rect(
        { x: pose.facing > 0 ? x : x - r * 1.6, y: y - r * 0.28, w: r * 1.6, h: r * 0.18 },
        paint,
        r * 0.08,
      );
      return;
  }
}

function person(p: Painter, c: Character, pose: Pose): Head {
  const r = pose.height * 0.14;
  const head = { x: pose.x, y: pose.ground - pose.height + r, r };
  const ink = pose.ink;
  const shoulders = head.y + r * 1.15;
  const hips = pose.ground - pose.height * 0.3;
  const w = r * 1.1;
  // Legs, then a rounded body, then arms (raised when shouting).
  for (const side of [-1, 1]) {
    p.rect(
      {
        x: pose.x + side * w * 0.45 - r * 0.22,
        y: hips - r * 0.2,
        w: r * 0.44,
        h: pose.ground - hips + r * 0.2,
      },
      { fill: c.hair, stroke: ink, width: r * 0.06 },
      r * 0.18,
    );
  }
  p.path(
    `M${num(pose.x - w * 0.8)} ${num(shoulders + r * 0.3)} Q${num(pose.x - w * 0.8)} ${num(shoulders)} ${num(pose.x - w * 0.5)} ${num(shoulders)} L${num(pose.x + w * 0.5)} ${num(shoulders)} Q${num(pose.x + w * 0.8)} ${num(shoulders)} ${num(pose.x + w * 0.8)} ${num(shoulders + r * 0.3)} L${num(pose.x + w)} ${num(hips)} L${num(pose.x - w)} ${num(hips)} Z`,
    { fill: c.outfit, stroke: ink, width: r * 0.07 },
  );
  for (const side of [-1, 1]) {
    const sx = pose.x + side * w * 0.75;
    const raised = pose.mood === "shout" && side === pose.facing;
    const hand: [number, number] = raised
      ? [sx + side * r * 0.9, shoulders - r * 1.1]
      : [sx + side * r * 0.35, hips - r * 0.1];
    p.line([[sx, shoulders + r * 0.3], hand], { stroke: ink, width: r * 0.42 });
    p.line([[sx, shoulders + r * 0.3], hand], { stroke: c.outfit, width: r * 0.28 });
    p.ellipse(hand[0], hand[1], r * 0.2, r * 0.2, { fill: c.skin, stroke: ink, width: r * 0.05 });
  }
  if (c.hairStyle === "scarf" || c.hairStyle === "long") hair(p, c, head, pose);
  p.ellipse(head.x, head.y, r, r, { fill: c.skin, stroke: ink, width: r * 0.07 });
  if (c.hairStyle !== "scarf" && c.hairStyle !== "long") hair(p, c, head, pose);
  else if (c.hairStyle === "long") {
    // The fringe over the forehead.
    p.path(
      `M${num(head.x - r)} ${num(head.y - r * 0.15)} A${num(r)} ${num(r)} 0 0 1 ${num(head.x + r)} ${num(head.y - r * 0.15)} Q${num(head.x)} ${num(head.y - r * 0.5)} ${num(head.x - r)} ${num(head.y - r * 0.15)} Z`,
      { fill: c.hair, stroke: ink, width: r * 0.06 },
    );
  }
  face(p, head, pose);
  return head;
}

function robot(p: Painter, c: Character, pose: Pose): Head {
  const r = pose.height * 0.15;
  const ink = pose.ink;
  const head = { x: pose.x, y: pose.ground - pose.height + r * 1.3, r };
  const bodyTop = head.y + r * 1.1;
  p.rect(
    { x: pose.x - r * 1.1, y: bodyTop, w: r * 2.2, h: pose.ground - bodyTop - r * 0.5 },
    { fill: c.outfit, stroke: ink, width: r * 0.08 },
    r * 0.4,
  );
  p.ellipse(pose.x, bodyTop + r * 1.1, r * 0.35, r * 0.35, {
    fill: c.hair,
    stroke: ink,
    width: r * 0.06,
  });
  for (const side of [-1, 1]) {
    p.ellipse(pose.x + side * r * 0.6, pose.ground - r * 0.3, r * 0.4, r * 0.3, { fill: ink });
  }
  p.line(
    [
      [head.x, head.y - r],
      [head.x, head.y - r * 1.5],
    ],
    { stroke: ink, width: r * 0.1 },
  );
  p.ellipse(head.x, head.y - r * 1.6, r * 0.15, r * 0.15, {
    fill: c.hair,
    stroke: ink,
    width: r * 0.05,
  });
  p.rect(
    { x: head.x - r * 1.1, y: head.y - r, w: r * 2.2, h: r * 1.9 },
    { fill: c.skin, stroke: ink, width: r * 0.08 },
    r * 0.45,
  );
  const look = pose.facing * r * 0.12;
  for (const side of [-1, 1]) {
    p.rect(
      {
        x: head.x + side * r * 0.45 - r * 0.2 + look,
        y: head.y - r * 0.4,
        w: r * 0.4,
        h: r * 0.45,
      },
      { fill: c.hair, stroke: ink, width: r * 0.05 },
      r * 0.1,
    );
  }
  const grille = pose.mood === "shout" ? r * 0.3 : r * 0.12;
  p.rect(
    { x: head.x - r * 0.45 + look, y: head.y + r * 0.35, w: r * 0.9, h: grille },
    { fill: ink },
    r * 0.05,
  );
  return head;
}

function falcon(p: Painter, c: Character, pose: Pose): Head {
  // A perched falcon, about half a person's height.
  const r = pose.height * 0.12;
  const ink = pose.ink;
  const f = pose.facing;
  const body = { x: pose.x, y: pose.ground - pose.height * 0.32 };
  p.line(
    [
      [pose.x - r * 2, pose.ground],
      [pose.x + r * 2, pose.ground],
    ],
    { stroke: ink, width: r * 0.3 },
  );
  p.polygon(
    [
      [body.x - f * r * 0.4, body.y + r * 1.6],
      [body.x - f * r * 0.9, pose.ground + r * 0.6],
      [body.x + f * r * 0.1, pose.ground + r * 0.5],
    ],
    { fill: c.hair, stroke: ink, width: r * 0.08 },
  );
  p.ellipse(body.x, body.y, r * 1.15, r * 1.8, { fill: c.outfit, stroke: ink, width: r * 0.1 });
  p.path(
    `M${num(body.x - f * r * 0.2)} ${num(body.y - r * 1.2)} Q${num(body.x - f * r * 1.6)} ${num(body.y)} ${num(body.x - f * r * 0.6)} ${num(body.y + r * 1.7)} Q${num(body.x)} ${num(body.y + r * 0.2)} ${num(body.x - f * r * 0.2)} ${num(body.y - r * 1.2)} Z`,
    { fill: c.hair, stroke: ink, width: r * 0.08 },
  );
  const head = { x: body.x + f * r * 0.3, y: body.y - r * 1.9, r: r * 0.8 };
  p.polygon(
    [
      [head.x + f * r * 0.6, head.y - r * 0.2],
      [head.x + f * r * 1.25, head.y + r * 0.1],
      [head.x + f * r * 0.6, head.y + r * 0.35],
    ],
    { fill: "#e8b44a", stroke: ink, width: r * 0.08 },
  );
  p.ellipse(head.x, head.y, head.r, head.r, { fill: c.skin, stroke: ink, width: r * 0.1 });
  p.ellipse(head.x + f * r * 0.3, head.y - r * 0.1, r * 0.22, r * 0.22, {
    fill: "#ffffff",
    stroke: ink,
    width: r * 0.06,
  });
  p.ellipse(head.x + f * r * 0.36, head.y - r * 0.1, r * 0.11, r * 0.11, { fill: ink });
  return head;
}

export function drawCharacter(p: Painter, character: Character, pose: Pose): Head {
  if (character.kind === "robot") return robot(p, character, pose);
  if (character.kind === "falcon") return falcon(p, character, pose);
  return person(p, character, pose);
}
