import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const finished = style({ color: vars.color.positive, fontWeight: vars.font.weight.bold });
