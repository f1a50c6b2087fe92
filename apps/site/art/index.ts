/**
 * The illustrations of the site: flat isometric scenes drawn as code in the brand palette, one SVG
 * document (1600 × 900) per id. See `scenes.ts` for what each shows.
 */

import { type IllustrationId, mirroredInRtl } from "./ids.ts";
import { scenes } from "./scenes.ts";

export { type IllustrationId, illustrationIds } from "./ids.ts";

export interface Illustration {
  /** The SVG document, viewBox "0 0 1600 900" (16:9), width/height attributes 1600 and 900. */
  svg: string;
  /**
   * True when the scene may be mirrored for right-to-left pages (it has a direction, e.g. a truck
   * driving toward the reading direction, and mirroring changes no meaning); false for scenes where
   * mirroring would look wrong or does not matter.
   */
  mirrorInRtl: boolean;
}

const cache = new Map<IllustrationId, Illustration>();

export function illustration(id: IllustrationId): Illustration {
  let hit = cache.get(id);
  if (!hit) {
    const scene = scenes[id];
    hit = { svg: scene.draw(), mirrorInRtl: mirroredInRtl.has(id) };
    cache.set(id, hit);
  }
  return hit;
}
