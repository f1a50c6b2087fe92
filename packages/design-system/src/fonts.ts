// The one self-hosted family with Latin and Arabic glyphs, so no page or screenshot depends on the
// machine's fonts.
import type { Locale } from "@rawafed/i18n";
import "./fonts.css";
import arabic from "@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?url";
import latin from "@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2?url";
import arabicLabel from "./fonts/cairo-arabic-label.woff2?url";

/**
 * The font files a page in `locale` draws with: preload them in `<head>`. Every page needs the
 * Latin subset (an Arabic page's spaces and digits are in it). An English page's only Arabic is
 * the language switch's "العربية", drawn from a 2.5 KB face of its own instead of the Arabic subset.
 */
export function fontPreloads(locale: Locale): readonly string[] {
  return locale === "ar" ? [latin, arabic] : [latin, arabicLabel];
}
