export { normalizeDigits } from "./digits";
export * from "./rules";
export * from "./zod";
