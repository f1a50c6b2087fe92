import { style } from "@vanilla-extract/css";

/** An article's text wants more room than a line of the form. */
export const field = style({ maxInlineSize: "48rem" });
