// The six demo series, in the order the catalog lists them.
import type { Series } from "../story.ts";
import { falconersApprentice } from "./falconersApprentice.ts";
import { harborLights } from "./harborLights.ts";
import { orbitBakery } from "./orbitBakery.ts";
import { rooftopRadio } from "./rooftopRadio.ts";
import { sandLantern } from "./sandLantern.ts";
import { warehouseNine } from "./warehouseNine.ts";

export const demoSeries: Series[] = [
  sandLantern,
  harborLights,
  rooftopRadio,
  orbitBakery,
  falconersApprentice,
  warehouseNine,
];
