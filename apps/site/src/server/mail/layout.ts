import { dir, type Locale } from "@rawafed/i18n";

/** What a mail says, already in the recipient's language; `renderMail` lays it out twice. */
export interface MailContent {
  locale: Locale;
  /** The brand's name, at the top. */
  brand: string;
  heading: string;
  /** Before the action. */
  paragraphs: string[];
  /** The one thing to do: a button in HTML, the address on its own line in text. */
  action?: { label: string; url: string; hint: string };
  /** Smaller print after the action. */
  notes?: string[];
  /** Why the mail came, at the foot. */
  footer?: string[];
  unsubscribe?: { label: string; url: string; text: string };
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const font = "font-family:Tahoma,Arial,sans-serif";

/** The plain-text part: the same words, each link on a line of its own. */
function text(content: MailContent): string {
  const lines = [content.brand, "", content.heading, "", ...content.paragraphs];
  if (content.action) {
    lines.push("", `${content.action.label}:`, content.action.url);
  }
  if (content.notes?.length) lines.push("", ...content.notes);
  const foot = [
    ...(content.footer ?? []),
    ...(content.unsubscribe ? [content.unsubscribe.text] : []),
  ];
  if (foot.length) lines.push("", "--", ...foot);
  return `${lines.join("\n")}\n`;
}

/**
 * The HTML part: one column, inline styles (mail clients drop style sheets), the document's
 * language and direction on the root and the body (Arabic reads right to left).
 */
function html(content: MailContent): string {
  const direction = dir(content.locale);
  const align = direction === "rtl" ? "right" : "left";
  const paragraph = (value: string, style = "") =>
    `<p style="margin:0 0 16px;${font};font-size:16px;line-height:1.6;color:#1b232b;${style}">${escapeHtml(value)}</p>`;
  const parts = [
    `<p style="margin:0 0 24px;${font};font-size:18px;font-weight:bold;color:#0b3d5c">${escapeHtml(content.brand)}</p>`,
    `<h1 style="margin:0 0 16px;${font};font-size:24px;line-height:1.25;color:#0b3d5c">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((value) => paragraph(value)),
  ];
  if (content.action) {
    const url = escapeHtml(content.action.url);
    parts.push(
      `<p style="margin:24px 0">` +
        `<a href="${url}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:#0b3d5c;color:#ffffff;${font};font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`,
      paragraph(content.action.hint, "font-size:14px;color:#4a5866"),
      `<p style="margin:0 0 16px;${font};font-size:14px;word-break:break-all" dir="ltr"><a href="${url}" style="color:#0b3d5c">${url}</a></p>`,
    );
  }
  for (const note of content.notes ?? [])
    parts.push(paragraph(note, "font-size:14px;color:#4a5866"));
  const foot = (content.footer ?? []).map((value) =>
    paragraph(value, "font-size:12px;color:#4a5866"),
  );
  if (content.unsubscribe) {
    foot.push(
      `<p style="margin:0;${font};font-size:12px"><a href="${escapeHtml(content.unsubscribe.url)}" style="color:#4a5866">${escapeHtml(content.unsubscribe.label)}</a></p>`,
    );
  }
  if (foot.length) {
    parts.push(`<hr style="margin:32px 0 16px;border:0;border-top:1px solid #d5d9de">`, ...foot);
  }
  return [
    "<!doctype html>",
    `<html lang="${content.locale}" dir="${direction}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.heading)}</title>`,
    "</head>",
    `<body dir="${direction}" style="margin:0;padding:24px 16px;background:#f4f1ec">`,
    `<div lang="${content.locale}" dir="${direction}" style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff;border-radius:16px;text-align:${align}">`,
    ...parts,
    "</div>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** Both parts of a mail from one content. */
export function renderMail(content: MailContent): { text: string; html: string } {
  return { text: text(content), html: html(content) };
}
