import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

export const options = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs });
