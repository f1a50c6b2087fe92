import {
  formatMessage,
  type Locale,
  loadMessages,
  type MessageId,
  type MessageValues,
} from "@rawafed/i18n";
import { renderMail } from "../mail/layout";
import type { MailMessage } from "../mail/message";
import { CONFIRM_TTL_HOURS } from "./constants";
import { confirmLink, newsletterLinks } from "./links";
import type { PendingConfirmation } from "./subscriptions";

/**
 * The confirmation mail of a double opt-in, in the subscriber's language, every word from the
 * catalogs. Like every mail to a subscriber it carries the one-click unsubscribe header, so the
 * owner of an address someone else entered can say no at once.
 */
export async function confirmationMail(
  pending: PendingConfirmation,
  origin: string,
): Promise<MailMessage> {
  const { locale, email } = pending;
  const messages = await loadMessages(locale);
  const t = (id: MessageId, values?: MessageValues) => formatMessage(locale, messages, id, values);
  const confirmUrl = confirmLink(origin, locale, pending.confirmToken);
  const links = newsletterLinks(origin, locale, pending.unsubscribeToken);
  const subject = t("mail.confirm.subject");
  const parts = renderMail({
    locale,
    brand: t("brand.name"),
    heading: t("mail.confirm.heading"),
    paragraphs: [t("mail.confirm.intro", { email })],
    action: { label: t("mail.confirm.action"), url: confirmUrl, hint: t("mail.confirm.linkHint") },
    notes: [
      t("mail.confirm.expiry", { hours: String(CONFIRM_TTL_HOURS) }),
      t("mail.confirm.ignore"),
    ],
    footer: [t("mail.footer.reason", { site: new URL(origin).host })],
    unsubscribe: {
      label: t("mail.footer.unsubscribe"),
      url: links.unsubscribePage,
      text: t("mail.footer.unsubscribeText", { url: links.unsubscribePage }),
    },
  });
  return {
    to: email,
    locale,
    subject,
    ...parts,
    unsubscribeUrl: links.unsubscribeApi,
    link: confirmUrl,
  };
}

/** What a news mail tells, the same for every recipient of a send. */
export interface NewsMailContent {
  title: string;
  summary: string;
  /** The item at its public address, absolute on the site's origin. */
  url: string;
}

/** A subscriber a news mail goes to: their address, language and unsubscribe token. */
export interface NewsRecipient {
  email: string;
  locale: Locale;
  unsubscribeToken: string;
}

/**
 * A news item mailed to a subscriber, in the item's language (theirs): its title as the subject
 * and heading, its summary, a link to it on the site, the site's name, head office and address at
 * the foot, and the one-click unsubscribe (the header, RFC 8058, and a visible link).
 */
export async function newsMail(
  news: NewsMailContent,
  recipient: NewsRecipient,
  origin: string,
): Promise<MailMessage> {
  const { locale, email } = recipient;
  const messages = await loadMessages(locale);
  const t = (id: MessageId, values?: MessageValues) => formatMessage(locale, messages, id, values);
  const links = newsletterLinks(origin, locale, recipient.unsubscribeToken);
  const site = new URL(origin);
  const parts = renderMail({
    locale,
    brand: t("brand.name"),
    heading: news.title,
    paragraphs: news.summary ? [news.summary] : [],
    action: { label: t("mail.news.read"), url: news.url, hint: t("mail.news.linkHint") },
    footer: [
      t("mail.news.reason", { site: site.host }),
      t("mail.news.address", {
        brand: t("brand.name"),
        city: t("office.riyadh"),
        url: site.href.replace(/\/$/, ""),
      }),
    ],
    unsubscribe: {
      label: t("mail.footer.unsubscribe"),
      url: links.unsubscribePage,
      text: t("mail.footer.unsubscribeText", { url: links.unsubscribePage }),
    },
  });
  return {
    to: email,
    locale,
    subject: news.title,
    ...parts,
    unsubscribeUrl: links.unsubscribeApi,
    link: news.url,
  };
}
