/** The sRGB channels of a computed colour (`rgb(...)` or `rgba(...)`), alpha last. */
function channels(color: string): number[] {
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
}

function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = channels(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG contrast of an element's text with the first opaque ground behind it. axe leaves out what
 * this catches: text as light as its ground is "incomplete" to it, not a violation, and a label in
 * a face cut down to its own glyphs is not checked at all.
 */
export function textContrast(element: Element): number {
  let ground: Element | null = element;
  while (ground && channels(getComputedStyle(ground).backgroundColor)[3] === 0) {
    ground = ground.parentElement;
  }
  const back = luminance(ground ? getComputedStyle(ground).backgroundColor : "rgb(255,255,255)");
  const text = luminance(getComputedStyle(element).color);
  return (Math.max(back, text) + 0.05) / (Math.min(back, text) + 0.05);
}
