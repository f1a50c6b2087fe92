/** Codes, keys and references: each character told apart (0 and O, 1 and l). */
export const monospace = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";
