// CSS as every build of the workspace writes it (the site, Storybook, the packages' library).
import { Features } from "lightningcss";
import type { CSSOptions } from "vite";

/**
 * `:dir(rtl)` kept as written. Lowered for older browsers, it became the right-to-left languages
 * (`:lang(ar)` …): an icon then turned around in Arabic text only, not in a right-to-left block
 * of an English page, such as the reader's page buttons for a manga read in English.
 */
export const css: CSSOptions = { lightningcss: { exclude: Features.DirSelector } };
