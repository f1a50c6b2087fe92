import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor } from "storybook/test";
import { media } from "../../tokens/theme.css";
import { PageContent, shownWhenScrolled } from "../storyFixtures";
import { SCROLL_TO_TOP_THRESHOLD, ScrollToTop } from "./ScrollToTop";

const meta = {
  title: "Shell/ScrollToTop",
  component: ScrollToTop,
  args: { focusTargetId: "page-top" },
  parameters: { layout: "fullscreen" },
  // Every story starts at the top of the page, whatever the previous one left.
  beforeEach: () => {
    window.scrollTo({ top: 0, behavior: "instant" });
  },
  render: (args) => (
    <>
      <div id="page-top" tabIndex={-1} style={{ padding: "2rem 1rem" }}>
        <PageContent tall />
      </div>
      <ScrollToTop {...args} />
    </>
  ),
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = { en: "Back to top", ar: "العودة إلى أعلى الصفحة" } as const;

/**
 * Scrolls to `top` and waits until the page is there: right after a story renders, the canvas may
 * still be settling (a previous story's content going, this one's coming), and a scroll made then
 * can be clamped back, so it is repeated until it holds.
 */
async function scrollToAndWait(top: number) {
  await waitFor(() => {
    if (window.scrollY !== top) window.scrollTo({ top, behavior: "instant" });
    expect(window.scrollY).toBe(top);
  });
}

/** Hidden at the top, shown past 200 px, back to the top (smoothly) on click. */
const interact =
  (locale: keyof typeof names): Story["play"] =>
  async ({ canvas }) => {
    const name = names[locale];
    await expect(canvas.queryByRole("button", { name })).toBeNull();

    // Not yet past the threshold.
    await scrollToAndWait(SCROLL_TO_TOP_THRESHOLD);
    await expect(canvas.queryByRole("button", { name })).toBeNull();

    const button = await shownWhenScrolled(canvas, name);
    // At the bottom start corner.
    const box = button.getBoundingClientRect();
    if (locale === "en") await expect(box.left).toBeLessThan(window.innerWidth / 2);
    else await expect(box.right).toBeGreaterThan(window.innerWidth / 2);
    await expect(box.bottom).toBeGreaterThan(window.innerHeight / 2);

    const scrollTo = spyOn(window, "scrollTo");
    await userEvent.click(button);
    await expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    scrollTo.mockRestore();
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByRole("button", { name })).toBeNull());
    // Focus is not lost with the button: it lands at the top of the page.
    await expect(document.getElementById("page-top")).toHaveFocus();
  };

export const English: Story = { globals: { locale: "en" }, play: interact("en") };
export const Arabic: Story = { globals: { locale: "ar" }, play: interact("ar") };
export const MobileEnglish: Story = {
  ...English,
  parameters: { viewport: "mobile" },
};
export const MobileArabic: Story = {
  ...Arabic,
  parameters: { viewport: "mobile" },
};

/** Scrolled down: the button is on screen (the picture of the visible state). */
const visibleStory = (locale: keyof typeof names): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    await expect(await shownWhenScrolled(canvas, names[locale])).toBeVisible();
  },
});

export const VisibleEnglish: Story = visibleStory("en");
export const VisibleArabic: Story = visibleStory("ar");

/** Under `prefers-reduced-motion: reduce`, the jump to the top is instant. */
export const ReducedMotionEnglish: Story = {
  globals: { locale: "en" },
  beforeEach: () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      query === media.reducedMotion
        ? ({ media: query, matches: true } as MediaQueryList)
        : matchMedia.call(window, query);
    return () => {
      window.matchMedia = matchMedia;
    };
  },
  play: async ({ canvas }) => {
    const button = await shownWhenScrolled(canvas, names.en);
    const scrollTo = spyOn(window, "scrollTo");
    await userEvent.click(button);
    await expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "auto" });
    scrollTo.mockRestore();
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
  },
};

/** The observer's notifications the page has made and not yet delivered (see `busyPage`). */
const held: IntersectionObserverEntry[] = [];

/**
 * A busy page: the observer's entries are delivered late and together, the oldest first (the
 * first frame's "in view", then the scroll's "out of view"), as a loaded phone can deliver them.
 * The button follows the latest.
 */
const busyPage = (locale: keyof typeof names): Story => ({
  globals: { locale },
  beforeEach: () => {
    const Native = window.IntersectionObserver;
    window.IntersectionObserver = class extends Native {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        super((entries, observer) => {
          held.push(...entries);
          clearTimeout(timer);
          timer = setTimeout(() => callback(held.splice(0), observer), 300);
        }, options);
      }
    };
    return () => {
      window.IntersectionObserver = Native;
      held.length = 0;
    };
  },
  play: async ({ canvas }) => {
    // The first frame's entry is made (and held) before the page is scrolled.
    await waitFor(() => expect(held.some((entry) => entry.isIntersecting)).toBe(true));
    window.scrollTo({ top: 400, behavior: "instant" });
    await expect(await canvas.findByRole("button", { name: names[locale] })).toBeVisible();
  },
});

export const BusyPageEnglish: Story = busyPage("en");
export const BusyPageArabic: Story = busyPage("ar");
