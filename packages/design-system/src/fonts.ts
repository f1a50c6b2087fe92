// The one self-hosted family with Latin and Arabic glyphs, so no page or screenshot depends on the
// machine's fonts.
import "./fonts.css";
import arabic from "@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?url";
import latin from "@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2?url";

/** The font files every page uses (both scripts appear on every page): preload them in `<head>`. */
export const fontPreloads: readonly string[] = [latin, arabic];
