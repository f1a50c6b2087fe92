// CSV as the operator's exports write it (the console's downloads and `scripts/export-*.mjs`).

/** Spreadsheet-safe: quoted, quotes doubled, and a leading = + - @ neutralised (CSV injection). */
export function csvCell(value: unknown): string {
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === "object" && value !== null
        ? JSON.stringify(value)
        : String(value ?? "");
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A header line, then one line per row with the header's columns, each line ending in `\n`. */
export function csvText<K extends string>(
  header: readonly K[],
  rows: Iterable<Record<K, unknown>>,
): string {
  const lines = [header.join(",")];
  for (const row of rows) lines.push(header.map((key) => csvCell(row[key])).join(","));
  return `${lines.join("\n")}\n`;
}
