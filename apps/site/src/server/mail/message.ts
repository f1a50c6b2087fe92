import type { Locale } from "@rawafed/i18n";

/** One e-mail to one person, written in their language. */
export interface MailMessage {
  to: string;
  /** The recipient's language: the default sender's name is written in it. */
  locale: Locale;
  subject: string;
  /** Every message has both parts: a plain-text one and an HTML one. */
  text: string;
  html: string;
  /**
   * The one-click unsubscribe address of a mail to a subscriber (absolute): sent as
   * `List-Unsubscribe: <url>` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
   */
  unsubscribeUrl?: string;
  /** The link the message is about (e.g. a confirmation link): logged for an outbox message. */
  link?: string;
  /** The one-time code the message carries (a reset code): logged for an outbox message. */
  code?: string;
}
