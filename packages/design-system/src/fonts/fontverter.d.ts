// fontverter ships no types: the one function the font test uses.
declare module "fontverter" {
  export function convert(
    font: Uint8Array,
    toFormat: "sfnt" | "truetype" | "woff" | "woff2",
    fromFormat?: string,
  ): Promise<Uint8Array>;
}
