// Cairo for design review (Storybook): `font-display: swap`, so a story renders in Cairo as soon as
// the font arrives, whenever that is. Pages use `./fonts` instead (`optional` and preloaded).
import "@fontsource-variable/cairo";
import "./fonts-swap.css";
