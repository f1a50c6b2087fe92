import { style } from "@vanilla-extract/css";

export const questions = style({ maxInlineSize: "52rem" });
