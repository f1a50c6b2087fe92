// For stories only: the real copy arrives from the site's content modules (imported by each story),
// with links in the content's locale-independent form, resolved here as the app resolves them.
import { type Locale, pages } from "@rawafed/i18n";

/** `"rawafedPark"`, `"blog:<slug>"`, `"serviceList:<slug>"`, `"serviceDetail:<slug>/<id>"` → a path. */
export function hrefOf(locale: Locale, contentHref: string): string {
  const colon = contentHref.indexOf(":");
  if (colon < 0) {
    const path = pages[contentHref as keyof typeof pages]?.[locale] ?? contentHref;
    return path ? `/${locale}/${path}` : `/${locale}`;
  }
  const kind = contentHref.slice(0, colon);
  const rest = contentHref.slice(colon + 1);
  if (kind === "blog") return `/${locale}/blog/${rest}`;
  return `/${locale}/services/${rest}`;
}

/** The `index`-th section of a kind in a page's sections. */
export function pick<S extends { kind: string }, K extends S["kind"]>(
  sections: readonly S[],
  kind: K,
  index = 0,
): Extract<S, { kind: K }> {
  const found = sections.filter(
    (section): section is Extract<S, { kind: K }> => section.kind === kind,
  )[index];
  if (!found) throw new Error(`No ${kind} section at ${index}`);
  return found;
}

/** Drops the `kind` discriminant of a content section, leaving a section's props. */
export function props<S extends { kind: string }>(section: S): Omit<S, "kind"> {
  const { kind: _kind, ...rest } = section;
  return rest;
}
