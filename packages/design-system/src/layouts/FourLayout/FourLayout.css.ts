import { style } from "@vanilla-extract/css";

/** History: one narrow reading column, so the timeline reads as a story. */
export const column = style({ maxInlineSize: "48rem", marginInline: "auto" });
