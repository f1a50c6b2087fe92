import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

export const date = style({ maxInlineSize: "14rem", textAlign: "start", colorScheme: "light" });
export const pickerIcon = style({ color: vars.color.text });
