/**
 * Replaces Arabic-Indic and Eastern Arabic-Indic digits with Latin ones, so a code or a number typed
 * on an Arabic keyboard reaches the server as `0-9`. Every other character is left as it is. One
 * conversion for the whole house: the i18n package's.
 */
export { toLatinDigits as normalizeDigits } from "@rawafed/i18n";
