import type { Section } from "../content/schema";

// Apart from `Sections.tsx`: a page decides how its copy hydrates before that copy's code loads,
// and importing this from the module that draws the sections pulled every section (and its styles)
// into the first load of every page (home: +6 KB gzip of script).

/** Section kinds with controls of their own (the FAQ's questions open and close). */
const kindsWithControls: ReadonlySet<Section["kind"]> = new Set(["faq"]);

/** Whether any of the sections has controls, which the keyboard must reach working. */
export function hasControls(sections: readonly Section[] = []): boolean {
  return sections.some((section) => kindsWithControls.has(section.kind));
}
