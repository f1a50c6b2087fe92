import { style } from "@vanilla-extract/css";

/** Phone, e-mail and web addresses stay left-to-right inside Arabic pages. */
export const ltr = style({ textAlign: "start" });
