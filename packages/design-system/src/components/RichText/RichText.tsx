import * as styles from "./RichText.css";

export interface RichTextProps {
  /**
   * The body as HTML, rendered by the server from a stored document that kept to the allowed
   * structure (no script, no event attribute, no `javascript:` link can be in it). Never pass
   * HTML from anywhere else.
   */
  html: string;
  className?: string;
}

/** A stored rich-text body: headings, paragraphs, lists, quotes, tables and pictures. */
export function RichText({ html, className }: RichTextProps) {
  return (
    <div
      className={[styles.richText, className].filter(Boolean).join(" ")}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server from a checked document (see `html`).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
