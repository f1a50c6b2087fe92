// Story fixtures: an abstract illustration (a gold sun over blue hills and three towers), drawn
// as SVG and rendered to AVIF and WebP at 480 and 800 px wide (16:10), as the site's build renders
// its pictures; its description in English and Arabic. Other stories take the files from here.

import scene480Avif from "./fixtures/scene-480.avif?url";
import scene480Webp from "./fixtures/scene-480.webp?url";
import scene800Avif from "./fixtures/scene-800.avif?url";
import scene800Webp from "./fixtures/scene-800.webp?url";
import type { PictureSource } from "./Picture";

/** The files of the scene: sources (AVIF first), the fallback WebP and the intrinsic size. */
export const sceneFiles = {
  src: scene800Webp,
  sources: [
    { type: "image/avif", srcSet: `${scene480Avif} 480w, ${scene800Avif} 800w` },
    { type: "image/webp", srcSet: `${scene480Webp} 480w, ${scene800Webp} 800w` },
  ] satisfies PictureSource[],
  width: 800,
  height: 500,
};

/** The scene with its description, per language. */
export const scene = {
  en: {
    ...sceneFiles,
    alt: "An abstract landscape: a gold sun over blue hills, three towers on a sand dune",
  },
  ar: {
    ...sceneFiles,
    alt: "منظر طبيعي تجريدي: شمس ذهبية فوق تلال زرقاء، وثلاثة أبراج على كثيب رملي",
  },
};

/** Resolves once the image has loaded (or failed): a state to wait for, not a delay. */
export function imageSettled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener("load", () => resolve(), { once: true });
    image.addEventListener("error", () => resolve(), { once: true });
  });
}
