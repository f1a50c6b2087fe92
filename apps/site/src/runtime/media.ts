// The studio's media library, for the editor's image picker (`MediaPickerDialog`): its images as
// the design system's parts take them, loaded when the picker is first wanted.
import type { MediaImage } from "@rawafed/design-system/studio";
import type { LibraryImage } from "../server/studio/media";

/**
 * A library image as the design system's `MediaImage` (no uses: the picker shows none); a
 * decorative image goes into a document with an empty alt text.
 */
export const pickerImage = (image: LibraryImage): MediaImage => ({
  id: image.id,
  src: image.src,
  fileName: image.fileName,
  bytes: image.bytes,
  alt: image.decorative ? { en: "", ar: "" } : image.alt,
  focalPoint: image.focalPoint,
  usedIn: [],
});

/** The library's images, newest first; throws the server's 401/403 answer for anyone else. */
export async function loadMediaImages(): Promise<MediaImage[]> {
  const { getMediaPicker } = await import("../server/studio/mediaPages");
  return (await getMediaPicker()).map(pickerImage);
}
