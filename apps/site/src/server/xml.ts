// Text for XML documents the server writes (the Atom feeds, the OPDS 1.2 catalog).

/**
 * `value` escaped for an XML text node or a double-quoted attribute. Characters XML 1.0 cannot hold
 * at all are dropped rather than breaking every reader of the document.
 */
export const escapeXml = (value: string): string =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what this removes.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "");
