// The toolbar's line icons on a 24 × 24 grid, drawn with `currentColor`; shapes after Lucide
// (ISC). `mirrored` icons point along the reading direction and flip in right-to-left text.
import type { ReactNode } from "react";

export type ToolbarIconName =
  | "paragraph"
  | "heading2"
  | "heading3"
  | "heading4"
  | "bold"
  | "italic"
  | "underline"
  | "strike"
  | "bulletList"
  | "orderedList"
  | "blockquote"
  | "link"
  | "unlink"
  | "table"
  | "addRow"
  | "addColumn"
  | "deleteTable"
  | "image"
  | "undo"
  | "redo";

const shapes: Record<ToolbarIconName, ReactNode> = {
  paragraph: <path d="M13 4v16M17 4v16M19 4H9.5a4.5 4.5 0 0 0 0 9H13" />,
  heading2: <path d="M4 12h8M4 18V6M12 18V6M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1" />,
  heading3: (
    <path d="M4 12h8M4 18V6M12 18V6M17.5 10.5c1.7-1 3.5 0 3.5 1.5a2 2 0 0 1-2 2M17 17.5c2 1.5 4 .3 4-1.5a2 2 0 0 0-2-2" />
  ),
  heading4: <path d="M12 18V6M17 10v3a1 1 0 0 0 1 1h3M21 10v8M4 12h8M4 18V6" />,
  bold: <path d="M6 12h9a4 4 0 0 1 0 8H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h7a4 4 0 0 1 0 8" />,
  italic: <path d="M19 4h-9M14 20H5M15 4 9 20" />,
  underline: <path d="M6 4v6a6 6 0 0 0 12 0V4M4 20h16" />,
  strike: <path d="M16 4H9a3 3 0 0 0-2.83 4M14 12a4 4 0 0 1 0 8H6M4 12h16" />,
  bulletList: <path d="M3 12h.01M3 18h.01M3 6h.01M8 12h13M8 18h13M8 6h13" />,
  orderedList: <path d="M10 12h11M10 18h11M10 6h11M4 10h2M4 6h1v4M6 18H4c0-1 2-2 2-3s-1-1.5-2-1" />,
  blockquote: (
    <path d="M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2zM5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z" />
  ),
  link: (
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  ),
  unlink: (
    <path d="m18.84 12.25 1.72-1.71a5 5 0 0 0-7.07-7.07l-1.72 1.71M5.17 11.75l-1.71 1.71a5 5 0 0 0 7.07 7.07l1.71-1.71M8 2v3M2 8h3M16 22v-3M22 16h-3" />
  ),
  table: (
    <path d="M12 3v18M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 9h18M3 15h18" />
  ),
  addRow: (
    <path d="M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6H3zM3 11v8a2 2 0 0 0 2 2h7M18 14v7M14.5 17.5h7" />
  ),
  addColumn: (
    <path d="M5 3h6v18H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM11 3h8a2 2 0 0 1 2 2v7M18 14v7M14.5 17.5h7" />
  ),
  deleteTable: (
    <path d="M12 3v9M3 9h18M21 12V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h7M16 16l5 5M21 16l-5 5" />
  ),
  image: (
    <>
      <path d="M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM21 15l-3.09-3.09a2 2 0 0 0-2.82 0L6 21" />
      <circle cx="9" cy="9" r="2" />
    </>
  ),
  undo: <path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />,
  redo: <path d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />,
};

/** Icons that follow the reading direction (lists, undo, redo) and flip in right-to-left text. */
export const mirroredIcons = new Set<ToolbarIconName>([
  "bulletList",
  "orderedList",
  "undo",
  "redo",
  "paragraph",
]);

export function ToolbarIcon({ name, className }: { name: ToolbarIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shapes[name]}
    </svg>
  );
}
