/** `text` as itself inside a LIKE pattern: its `%`, `_` and `\` escaped (PostgreSQL's default escape). */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
