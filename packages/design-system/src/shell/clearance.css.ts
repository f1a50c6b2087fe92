import { createVar, fallbackVar } from "@vanilla-extract/css";
import { vars } from "../tokens/theme.css";

/**
 * Room taken by the shell's floating parts, set by `AppShell` (unset when `bare`): the social column
 * on the start side, the contact and scroll-to-top buttons at the bottom.
 */
export const startRail = createVar();
export const bottomFloat = createVar();

/**
 * A start padding that keeps content clear of the fixed social column: the normal page gutter,
 * or more where the viewport leaves less margin beside the centred container than the column needs.
 */
export const paddingClearOfRail = `max(${vars.space.md}, calc(${fallbackVar(startRail, "0px")} - max(0px, (100vw - ${vars.size.container}) / 2)))`;

/** A bottom padding that keeps the last line of the page clear of the floating buttons. */
export const paddingClearOfFloat = `max(${vars.space.xxl}, ${fallbackVar(bottomFloat, "0px")})`;
