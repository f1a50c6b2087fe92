/**
 * Whether the router restores (or resets) the scroll position after a render. Not on the first
 * render, the page's hydration, once the visitor has scrolled: on a slow phone they may have read
 * on, or tapped a field far down the page, before the code ran, and the router would throw them
 * back to the top (and leave the forms down there waiting to come into view). An unscrolled page
 * still gets the router's restoration (a reload, a return from another site).
 */
export function scrollRestorationFor(): () => boolean {
  let hydrated = false;
  return () => {
    if (hydrated) return true;
    hydrated = true;
    return typeof window === "undefined" || (window.scrollX === 0 && window.scrollY === 0);
  };
}
