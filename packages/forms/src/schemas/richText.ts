// The structure a stored rich-text body may have (CONTRACT.md, "Editorial"): the studio's editor
// (Tiptap) and the server share it, and the server refuses any document outside it, whatever a
// client sends. Only these nodes, marks and attributes exist: no HTML, no script, no event
// attribute and no `javascript:` link can be stored, so a stored body renders safely as it is.

/** An attribute's value as JSON holds it. */
export type RichTextValue =
  | string
  | number
  | boolean
  | null
  | RichTextValue[]
  | { [key: string]: RichTextValue };

/** A node of the editor's JSON (ProseMirror's `toJSON`). */
export interface RichTextNode {
  type: string;
  attrs?: Record<string, RichTextValue>;
  content?: RichTextNode[];
  marks?: { type: string; attrs?: Record<string, RichTextValue> }[];
  text?: string;
}

export interface RichTextDocument extends RichTextNode {
  type: "doc";
  content: RichTextNode[];
}

/** Headings below the page's own `h1` (the item's title). */
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;
/** The most characters of text a body may hold (a long annual report's chapter is ~100,000). */
export const RICH_TEXT_MAX_CHARS = 200_000;
/** The most nodes a body may hold: a pasted 20 MB document is refused long before it is walked. */
export const RICH_TEXT_MAX_NODES = 20_000;
const MAX_DEPTH = 12;
const ATTR_MAX = 2_000;

type Check = (attrs: Record<string, unknown>) => boolean;

const dir: Check = (attrs) =>
  attrs.dir === undefined ||
  attrs.dir === null ||
  ["ltr", "rtl", "auto"].includes(attrs.dir as string);
const only =
  (...names: string[]) =>
  (attrs: Record<string, unknown>) =>
    Object.keys(attrs).every((name) => names.includes(name));
const both =
  (...checks: Check[]): Check =>
  (attrs) =>
    checks.every((check) => check(attrs));
const span = (value: unknown) =>
  value === undefined ||
  (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 20);
const cell: Check = both(
  only("colspan", "rowspan", "colwidth", "align", "dir"),
  dir,
  (attrs) =>
    attrs.align === undefined ||
    attrs.align === null ||
    ["left", "right", "center"].includes(attrs.align as string),
  (attrs) => span(attrs.colspan) && span(attrs.rowspan),
  (attrs) =>
    attrs.colwidth === undefined ||
    attrs.colwidth === null ||
    (Array.isArray(attrs.colwidth) &&
      attrs.colwidth.every((width) => Number.isInteger(width) && width > 0 && width < 5000)),
);

/**
 * A link's address: the web, mail, telephone, or a path on this site. Anything else (a
 * `javascript:` or `data:` URL, a protocol-relative `//host`) is refused.
 */
export function isAllowedHref(href: unknown): href is string {
  if (typeof href !== "string" || href.length === 0 || href.length > ATTR_MAX) return false;
  // Control characters and spaces hide a scheme from a naive check (`java\tscript:`).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what this refuses.
  if (/[\u0000-\u001f\u007f\s]/.test(href)) return false;
  if (href.startsWith("#")) return true;
  if (href.startsWith("/")) return !href.startsWith("//") && !href.startsWith("/\\");
  return /^(https?:\/\/[^/\\]|mailto:|tel:)/i.test(href);
}

/**
 * An image's source: a picture of this site's own (the media library's `/media/...`, the site's
 * illustrations `/images/{id}`, its files).
 */
export function isAllowedImageSrc(src: unknown): src is string {
  return (
    typeof src === "string" &&
    src.length <= ATTR_MAX &&
    /^\/(media|files|images)\/[\p{L}\p{N}._~%/-]+$/u.test(src) &&
    !src.includes("..")
  );
}

const text = (value: unknown) => typeof value === "string" && value.length <= ATTR_MAX;
const optionalText = (value: unknown) => value === undefined || value === null || text(value);

/** Each node type: the attributes it may have and the children it may hold. */
const nodes: Record<string, { attrs: Check; children: "blocks" | "inline" | "none" | string[] }> = {
  paragraph: { attrs: both(only("dir", "textAlign"), dir, () => true), children: "inline" },
  heading: {
    attrs: both(only("level", "dir"), dir, (attrs) =>
      (RICH_TEXT_HEADING_LEVELS as readonly unknown[]).includes(attrs.level),
    ),
    children: "inline",
  },
  blockquote: { attrs: both(only("dir"), dir), children: "blocks" },
  bulletList: { attrs: both(only("dir"), dir), children: ["listItem"] },
  orderedList: {
    attrs: both(
      only("start", "type", "dir"),
      dir,
      (attrs) =>
        attrs.start === undefined ||
        (Number.isInteger(attrs.start) &&
          (attrs.start as number) >= 0 &&
          (attrs.start as number) < 100_000),
      (attrs) =>
        attrs.type === undefined ||
        attrs.type === null ||
        ["1", "a", "A", "i", "I"].includes(attrs.type as string),
    ),
    children: ["listItem"],
  },
  listItem: { attrs: both(only("dir"), dir), children: "blocks" },
  horizontalRule: { attrs: both(only("dir"), dir), children: "none" },
  image: {
    attrs: both(
      only("src", "alt", "title", "width", "height", "dir"),
      dir,
      (attrs) => isAllowedImageSrc(attrs.src),
      (attrs) => optionalText(attrs.alt) && optionalText(attrs.title),
      (attrs) =>
        [attrs.width, attrs.height].every(
          (size) =>
            size === undefined ||
            size === null ||
            (Number.isInteger(size) && (size as number) > 0 && (size as number) < 20_000),
        ),
    ),
    children: "none",
  },
  table: { attrs: both(only("dir"), dir), children: ["tableRow"] },
  tableRow: { attrs: both(only("dir"), dir), children: ["tableHeader", "tableCell"] },
  tableHeader: { attrs: cell, children: "blocks" },
  tableCell: { attrs: cell, children: "blocks" },
  hardBreak: { attrs: both(only("dir"), dir), children: "none" },
};

const blocks = new Set([
  "paragraph",
  "heading",
  "blockquote",
  "bulletList",
  "orderedList",
  "horizontalRule",
  "image",
  "table",
]);
const inline = new Set(["text", "hardBreak"]);

const marks: Record<string, Check> = {
  bold: only(),
  italic: only(),
  underline: only(),
  strike: only(),
  link: both(
    only("href", "target", "rel", "class", "title"),
    (attrs) => isAllowedHref(attrs.href),
    (attrs) => attrs.target === undefined || attrs.target === null || attrs.target === "_blank",
    (attrs) => optionalText(attrs.rel) && attrs.class == null && optionalText(attrs.title),
  ),
};

/** Why a document was refused: the message id (validation catalog) and where. */
export interface RichTextProblem {
  message: "validation.richTextInvalid" | "validation.richTextTooLong";
  /** The offending node or mark, for logs and tests (never shown as it is). */
  detail: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The document if it keeps to the allowed structure, else why not. Unknown keys, nodes, marks or
 * attributes are refused rather than dropped: the server never stores what a person did not see.
 */
export function checkRichText(value: unknown): RichTextDocument | RichTextProblem {
  let count = 0;
  let chars = 0;
  const invalid = (detail: string): RichTextProblem => ({
    message: "validation.richTextInvalid",
    detail,
  });
  const tooLong = (detail: string): RichTextProblem => ({
    message: "validation.richTextTooLong",
    detail,
  });

  const walk = (
    node: unknown,
    allowed: Set<string> | string[],
    depth: number,
  ): RichTextProblem | null => {
    if (!isObject(node) || typeof node.type !== "string") return invalid("not a node");
    if (++count > RICH_TEXT_MAX_NODES) return tooLong("nodes");
    if (depth > MAX_DEPTH) return invalid("too deep");
    const type = node.type;
    const allowedHere = Array.isArray(allowed) ? allowed.includes(type) : allowed.has(type);
    if (!allowedHere) return invalid(`node ${type.slice(0, 40)}`);
    if (
      !Object.keys(node).every((key) => ["type", "attrs", "content", "marks", "text"].includes(key))
    ) {
      return invalid(`keys of ${type}`);
    }
    if (type === "text") {
      if (typeof node.text !== "string" || node.text.length === 0) return invalid("empty text");
      chars += node.text.length;
      if (chars > RICH_TEXT_MAX_CHARS) return tooLong("characters");
      if (node.attrs !== undefined || node.content !== undefined)
        return invalid("text with children");
      if (node.marks !== undefined) {
        if (!Array.isArray(node.marks) || node.marks.length > 8) return invalid("marks");
        for (const mark of node.marks) {
          if (!isObject(mark) || typeof mark.type !== "string") return invalid("mark");
          const check = Object.hasOwn(marks, mark.type) ? marks[mark.type] : undefined;
          if (!check) return invalid(`mark ${mark.type.slice(0, 40)}`);
          if (!Object.keys(mark).every((key) => key === "type" || key === "attrs")) {
            return invalid(`keys of mark ${mark.type}`);
          }
          const attrs = mark.attrs ?? {};
          if (!isObject(attrs) || !check(attrs)) return invalid(`attrs of mark ${mark.type}`);
        }
      }
      return null;
    }
    const spec = Object.hasOwn(nodes, type) ? nodes[type] : undefined;
    if (!spec) return invalid(`node ${type.slice(0, 40)}`);
    if (node.text !== undefined || node.marks !== undefined) return invalid(`text on ${type}`);
    const attrs = node.attrs ?? {};
    if (!isObject(attrs) || !spec.attrs(attrs)) return invalid(`attrs of ${type}`);
    const content = node.content ?? [];
    if (!Array.isArray(content)) return invalid(`content of ${type}`);
    if (spec.children === "none" && content.length > 0) return invalid(`children of ${type}`);
    const childTypes =
      spec.children === "blocks"
        ? blocks
        : spec.children === "inline"
          ? inline
          : spec.children === "none"
            ? []
            : spec.children;
    for (const child of content) {
      const problem = walk(child, childTypes, depth + 1);
      if (problem) return problem;
    }
    return null;
  };

  if (!isObject(value) || value.type !== "doc" || !Array.isArray(value.content)) {
    return invalid("not a document");
  }
  if (!Object.keys(value).every((key) => ["type", "content", "attrs"].includes(key))) {
    return invalid("keys of doc");
  }
  // The editor's `textDirection` gives the document a `dir` too; nothing else.
  if (
    value.attrs !== undefined &&
    !(isObject(value.attrs) && both(only("dir"), dir)(value.attrs))
  ) {
    return invalid("attrs of doc");
  }
  for (const child of value.content) {
    const problem = walk(child, blocks, 1);
    if (problem) return problem;
  }
  return value as unknown as RichTextDocument;
}

export const isRichTextProblem = (
  value: RichTextDocument | RichTextProblem,
): value is RichTextProblem => "message" in value && !("type" in value);

/** A document of paragraphs, one per string: how copy that was plain text becomes a body. */
export function paragraphsDocument(paragraphs: readonly string[]): RichTextDocument {
  return {
    type: "doc",
    content: paragraphs.map((paragraph) => ({
      type: "paragraph",
      content: paragraph ? [{ type: "text", text: paragraph }] : [],
    })),
  };
}

/** The plain text of a document, its blocks one per line: for summaries, search, feeds and diffs. */
export function richTextPlain(document: RichTextNode): string {
  const lines: string[] = [];
  const visit = (node: RichTextNode, line: string[]): void => {
    if (node.type === "text") {
      line.push(node.text ?? "");
      return;
    }
    if (node.type === "hardBreak") {
      line.push("\n");
      return;
    }
    const holdsInline = ["paragraph", "heading"].includes(node.type);
    if (holdsInline) {
      const own: string[] = [];
      for (const child of node.content ?? []) visit(child, own);
      lines.push(own.join(""));
      return;
    }
    if (node.type === "image" && typeof node.attrs?.alt === "string" && node.attrs.alt) {
      lines.push(`[${node.attrs.alt}]`);
      return;
    }
    if (node.type === "horizontalRule") {
      lines.push("—");
      return;
    }
    for (const child of node.content ?? []) visit(child, line);
  };
  visit(document, []);
  return lines.join("\n");
}
