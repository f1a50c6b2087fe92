import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

/** Pulls the leading icon towards the start edge, so icon and label look centred. */
export const icon = style({ marginInlineStart: `calc(-1 * ${vars.space.xxs})` });
