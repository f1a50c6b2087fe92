import { formatMessage, loadMessages, type MessageId, type MessageValues } from "@rawafed/i18n";
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
