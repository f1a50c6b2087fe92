import { globalStyle } from "@vanilla-extract/css";

/**
 * The direction of a stored body's blocks under `scope` (a class), for the editor and the public
 * page alike; called from their `.css.ts` files. Every block has `dir="auto"`, but a container's
 * finds no text of its own (each paragraph inside has its `dir`) and would fall back to ltr:
 * containers take the direction around them, and a list item or quote its first paragraph's, so
 * markers and rules sit where its text starts (Tiptap #7338).
 */
export function richTextDirection(scope: string): void {
  globalStyle(`${scope} :is(ul, ol, li, blockquote, table, tr, th, td)[dir='auto']`, {
    direction: "inherit",
  });
  globalStyle(`${scope} :is(li, blockquote):has(> :first-child:dir(rtl))`, { direction: "rtl" });
  globalStyle(`${scope} :is(li, blockquote):has(> :first-child:dir(ltr))`, { direction: "ltr" });
}
