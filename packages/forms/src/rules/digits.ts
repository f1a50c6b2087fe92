/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic / Persian (۰-۹) digits. */
const arabicIndic = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Replaces Arabic-Indic and Eastern Arabic-Indic digits with Latin ones, so a code or a number typed
 * on an Arabic keyboard reaches the server as `0-9`. Every other character is left as it is.
 */
export function normalizeDigits(value: string): string {
  return value.replace(arabicIndic, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
