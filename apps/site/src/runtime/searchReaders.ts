// Readers of an address's query, lenient as pages want them: a value that cannot be read is left
// out (undefined), never an error. Plain code on purpose: a route's search reader is part of the
// first load of every page, where a schema library would cost every visitor (about 20 KB gzip).

export const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  (list as readonly unknown[]).includes(value) ? (value as T) : undefined;

/** A string of at most `max` characters. */
export const text = (value: unknown, max: number): string | undefined =>
  typeof value === "string" && value.length <= max ? value : undefined;

/** A whole number from `min` to `max`, written in digits (or a number already). */
export function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\s*[0-9]{1,9}\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const uuid = (value: unknown): string | undefined =>
  typeof value === "string" && uuidPattern.test(value) ? value : undefined;
