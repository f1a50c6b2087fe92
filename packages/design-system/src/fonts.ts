// The one self-hosted family with Latin and Arabic glyphs, so no page or screenshot depends on the
// machine's fonts.
import "@fontsource-variable/cairo";
