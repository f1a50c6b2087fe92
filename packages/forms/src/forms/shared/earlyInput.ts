// What a visitor does to a form before its code has loaded (a slow phone, a form that hydrates when
// it comes into view) is kept: the server HTML is a real form they can type into, so its values
// become the form's starting values, and a submission made meanwhile is held, then made again once
// the form runs. Without this, React Hook Form writes its defaults over what was typed, and the
// browser's own submission reloads the page with the fields in the address.

import { PENDING_ATTRIBUTE, READY_ATTRIBUTE, VISITED_ATTRIBUTE } from "./earlySubmitGuard";

/** The server-rendered form of this id, if it is on the page and not yet run by its code. */
function waitingForm(id: string): HTMLFormElement | null {
  if (typeof document === "undefined") return null;
  const element = document.getElementById(id);
  return element instanceof HTMLFormElement && !element.hasAttribute(READY_ATTRIBUTE)
    ? element
    : null;
}

/** What the visitor put in one field of the server HTML, or `undefined` where they put nothing. */
function typedValue(field: Element | RadioNodeList, initial: unknown): unknown {
  if (field instanceof RadioNodeList) return field.value === "" ? undefined : field.value;
  if (field instanceof HTMLInputElement) {
    if (field.type === "file") return field.files?.[0] ?? undefined;
    if (field.type === "checkbox") {
      return typeof initial === "boolean" && field.checked !== initial ? field.checked : undefined;
    }
    if (field.type === "radio") return field.checked ? field.value : undefined;
  }
  // Typed means changed from what the server wrote into the field (its default), not from the
  // form's starting value: a field the server left empty is not "typed empty" over a default.
  if (
    (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
    typeof (initial ?? "") === "string" &&
    field.value !== field.defaultValue
  ) {
    return field.value;
  }
  if (
    field instanceof HTMLSelectElement &&
    typeof (initial ?? "") === "string" &&
    [...field.options].some((option) => option.selected !== option.defaultSelected)
  ) {
    return field.value;
  }
  return undefined;
}

/**
 * The form's starting values: its defaults, with whatever the visitor already typed into the
 * server HTML of the form `id` (text, choices, a chosen file). Read during the first render in
 * the browser, before the form's code takes over its fields.
 */
export function withTypedValues<T extends Record<string, unknown>>(id: string, defaults: T): T {
  const form = waitingForm(id);
  if (!form) return defaults;
  const values: Record<string, unknown> = { ...defaults };
  for (const [name, initial] of Object.entries(defaults)) {
    const field = form.elements.namedItem(name);
    if (!field) continue;
    const typed = typedValue(field, initial);
    if (typed !== undefined) values[name] = typed;
  }
  return values as T;
}

/**
 * Marks the form as running, returns the names of the fields the visitor left before it ran (to
 * check now) and, if they submitted it before, submits it again now, so they see its errors or
 * its confirmation without pressing again.
 */
export function takeOverForm(form: HTMLFormElement): string[] {
  form.setAttribute(READY_ATTRIBUTE, "");
  const visited = (form.getAttribute(VISITED_ATTRIBUTE) ?? "").split(" ").filter(Boolean);
  form.removeAttribute(VISITED_ATTRIBUTE);
  if (form.hasAttribute(PENDING_ATTRIBUTE)) {
    form.removeAttribute(PENDING_ATTRIBUTE);
    form.requestSubmit();
  }
  return visited;
}
