import type { ElementState, Target } from "./driver";

/**
 * Runs in the page (both drivers send it as source, so it references nothing outside itself):
 * finds the target's element (`want` "element") or reads its state ("state"). Roles and names
 * follow what a screen reader meets, in the simple forms this site uses: an element hidden from it
 * is not found.
 */
export function query(target: Target, want: string): Element | ElementState | null {
  const selectors: Record<string, string> = {
    alert: '[role="alert"]',
    banner: 'header, [role="banner"]',
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    link: 'a[href], [role="link"]',
    navigation: 'nav, [role="navigation"]',
    status: '[role="status"], output',
    textbox:
      'textarea, input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], input[type="search"], [role="textbox"]',
  };
  const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const byIds = (ids: string | null) =>
    squash(
      (ids ?? "")
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    );
  const nameOf = (element: Element): string => {
    if (element.hasAttribute("aria-labelledby")) {
      return byIds(element.getAttribute("aria-labelledby"));
    }
    const label = element.getAttribute("aria-label");
    if (label) return squash(label);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      return squash([...(element.labels ?? [])].map((node) => node.textContent).join(" "));
    }
    return squash(element.textContent) || squash(element.getAttribute("title"));
  };
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) &&
    !element.closest('[aria-hidden="true"], [inert]');
  const matches = (element: Element, t: Target) => {
    if (!("role" in t) || t.name === undefined) return true;
    const name = nameOf(element);
    return typeof t.name === "string"
      ? name === t.name
      : new RegExp(t.name.source, t.name.flags).test(name);
  };
  const all = (t: Target): Element[] => {
    const roots: ParentNode[] = t.within ? all(t.within).slice(0, 1) : [document];
    const css = "role" in t ? (selectors[t.role] ?? "") : t.css;
    return roots.flatMap((root) =>
      [...root.querySelectorAll(css)].filter((element) => shown(element) && matches(element, t)),
    );
  };

  const found = all(target);
  const element = found[target.nth ?? 0] ?? null;
  if (want === "element") return element;
  const attributes: Record<string, string> = {};
  for (const attribute of element?.attributes ?? []) {
    attributes[attribute.name] = attribute.value;
  }
  return {
    count: found.length,
    name: element ? nameOf(element) : "",
    text: squash(element?.textContent),
    value:
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        ? element.value
        : null,
    attributes,
    description: element ? byIds(element.getAttribute("aria-describedby")) : "",
    focused: element !== null && element === document.activeElement,
    animating:
      element?.getAnimations({ subtree: true }).some((a) => a.playState === "running") ?? false,
  };
}
