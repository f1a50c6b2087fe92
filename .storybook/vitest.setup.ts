// Every story, in the browser tests, is also checked for accessibility (axe: serious and critical
// violations fail) and compared with its committed screenshot baseline.
import { setProjectAnnotations } from "@storybook/react-vite";
import axe from "axe-core";
import { configure } from "storybook/test";
import { beforeAll, expect } from "vitest";
import { page } from "vitest/browser";
import preview from "./preview";

// A play function waits for states (findBy*, waitFor). Testing Library's 1 s default is a clock:
// on a loaded CI machine a state that always comes came later than that, so the bound is wide
// and only a state that never comes fails (after 10 s).
configure({ asyncUtilTimeout: 10_000 });

const viewports = {
  mobile: { width: 375, height: 812 },
  /** The narrowest phone the site is drawn for (a crowded header must still fit). */
  narrow: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ScreenshotViewport = keyof typeof viewports;

const stillStyles = document.createElement("style");
// Screenshots are of the viewport's whole width: no place kept for a scrollbar (the site keeps one
// from the first paint, see tokens/global.css.ts).
stillStyles.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}
html { scrollbar-gutter: auto !important; }`;
document.head.append(stillStyles);

const annotations = setProjectAnnotations([
  preview,
  {
    beforeEach: async ({ parameters }) => {
      // Nothing carries over from the previous story: focus and scroll start fresh.
      (document.activeElement as HTMLElement | null)?.blur?.();
      window.scrollTo(0, 0);
      const viewport: ScreenshotViewport = parameters.viewport ?? "desktop";
      await page.viewport(viewports[viewport].width, viewports[viewport].height);
    },
    afterEach: async ({ canvasElement, id, parameters }) => {
      // Both subsets of the family (Latin and Arabic) load on demand: wait for both, then for any
      // other pending face, so no screenshot catches a fallback font.
      await document.fonts.load('400 1em "Cairo Variable"', "Aa العربية");
      await document.fonts.load('700 1em "Cairo Variable"', "Aa العربية");
      await document.fonts.ready;

      const { violations } = await axe.run(canvasElement, {
        resultTypes: ["violations"],
        rules: parameters.axeRules ?? {},
      });
      const serious = violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => ({
          rule: violation.id,
          help: violation.help,
          nodes: violation.nodes.map((node) => node.target.join(" ")),
        }));
      expect(serious, "axe: serious or critical violations").toEqual([]);

      if (parameters.screenshot !== false) {
        // Full-page stories (layouts, shell) are captured as the visitor sees the viewport.
        const target = parameters.layout === "fullscreen" ? document.body : canvasElement;
        await expect.element(page.elementLocator(target)).toMatchScreenshot(id);
      }
    },
  },
]);

beforeAll(annotations.beforeAll);
