// Tables as aligned plain text for the console and as Markdown for bench/results/latest.md, from
// the same rows so the two never disagree.

/**
 * @typedef {{ title: string, headers: string[], rows: (string | number)[][], notes?: string[] }} Section
 */

const isNumeric = (cell) => /^[-+]?[\d.,]+(\s?[a-zA-Z%]+)?x?$/.test(String(cell).trim());

/** Columns whose body cells all look like numbers are right-aligned. */
function alignments(headers, rows) {
  return headers.map((_, column) =>
    rows.length > 0 && rows.every((row) => row[column] === "" || isNumeric(row[column]))
      ? "right"
      : "left",
  );
}

/**
 * @param {Section} section
 * @returns {string}
 */
export function textTable({ title, headers, rows, notes = [] }) {
  const cells = rows.map((row) => row.map(String));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...cells.map((row) => (row[column] ?? "").length)),
  );
  const align = alignments(headers, cells);
  const line = (row) =>
    row
      .map((cell, column) =>
        align[column] === "right" ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join("  ")
      .trimEnd();
  const rule = "=".repeat(Math.max(title.length, line(headers).length));
  return [
    title,
    rule,
    line(headers),
    line(widths.map((width) => "-".repeat(width))),
    ...cells.map(line),
    ...notes.map((note) => `  ${note}`),
  ].join("\n");
}

/**
 * @param {Section} section
 * @returns {string}
 */
export function markdownTable({ title, headers, rows, notes = [] }) {
  // Pipes would split a cell; a tag would be read as HTML (Lighthouse quotes element snippets).
  const cellText = (cell) =>
    String(cell)
      .replaceAll("|", "\\|")
      .replace(/<(?=[a-zA-Z/!])/g, "&lt;");
  const align = alignments(headers, rows);
  return [
    `### ${title}`,
    "",
    `| ${headers.map(cellText).join(" | ")} |`,
    `| ${align.map((side) => (side === "right" ? "---:" : ":---")).join(" | ")} |`,
    ...rows.map((row) => `| ${row.map(cellText).join(" | ")} |`),
    ...(notes.length > 0 ? ["", ...notes.map((note) => `- ${cellText(note)}`)] : []),
  ].join("\n");
}

/** Bytes in decimal kilobytes with one decimal. */
export const kb = (bytes) => (bytes / 1000).toFixed(1);

/** Milliseconds without decimals. */
export const ms = (value) => (value == null ? "" : Math.round(value).toString());

/** A ratio such as `1.73x`. */
export const ratio = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : "n/a");
