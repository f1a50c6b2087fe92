/**
 * A value put inside a sentence, isolated from the sentence's direction: a person's name or a
 * search in any script (FSI … PDI), or a value always written left to right, such as a code
 * (LRI … PDI). For messages formatted to strings, where a `<bdi>` cannot go.
 */
export function isolate(value: string, direction: "auto" | "ltr" = "auto"): string {
  if (value === "") return value;
  return `${direction === "ltr" ? "\u2066" : "\u2068"}${value}\u2069`;
}
