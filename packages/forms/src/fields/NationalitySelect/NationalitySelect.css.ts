import { style } from "@vanilla-extract/css";

/** The browser draws the suggestion arrow; keep room for it. */
export const input = style({ paddingInlineEnd: "2.5rem" });
