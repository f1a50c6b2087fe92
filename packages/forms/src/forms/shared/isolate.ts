/** Wraps a left-to-right value (an e-mail) in a bidi isolate, so Arabic text around it keeps its order. */
export function isolate(value: string): string {
  return value === "" ? value : `\u2068${value}\u2069`;
}
