import {
  formatMessage,
  isLocale,
  type Locale,
  loadMessages,
  type MessageId,
  type MessageValues,
} from "@rawafed/i18n";
import { eq } from "drizzle-orm";
import { pagePath } from "../../site/paths";
import { users } from "../db/accounts";
import { getDb } from "../db/index";
import { defaultOrigin, publicOrigin } from "../http/origin";
import { enqueueMail } from "../mail/index";
import { type MailContent, renderMail } from "../mail/layout";
import type { MailMessage } from "../mail/message";
import { logFor } from "../observe/log";
import { RESET_CODE_SECONDS, VERIFY_LINK_HOURS } from "./constants";

export type Translate = (id: MessageId, values?: MessageValues) => string;

export interface AccountMail {
  subject: string;
  content: Omit<MailContent, "locale" | "brand" | "footer">;
  /** Logged beside an outbox message (`link` or `code`). */
  logged?: Pick<MailMessage, "link" | "code">;
}

/**
 * Writes one account mail to `to` in `language`, on the site's public origin: the brand at the
 * top, the account footer at the foot, both parts. Never throws: a failure is logged, and the
 * request that asked for the mail answers as it would have.
 */
export function sendAccountMail(
  to: string,
  language: unknown,
  request: Request | undefined,
  write: (t: Translate, origin: string, locale: Locale) => AccountMail,
): Promise<void> {
  return (async () => {
    const locale: Locale = isLocale(language) ? language : "en";
    const messages = await loadMessages(locale);
    const t: Translate = (id, values) => formatMessage(locale, messages, id, values);
    // The site's origin as the request reached it, never its Host header's say.
    const origin = request ? publicOrigin(request) : defaultOrigin();
    const { subject, content, logged } = write(t, origin, locale);
    // Awaited: a queue that stores the message first reports a failure to store it here.
    await enqueueMail({
      to,
      locale,
      subject,
      ...renderMail({
        ...content,
        locale,
        brand: t("brand.name"),
        footer: [t("mail.account.footer", { site: new URL(origin).host })],
      }),
      ...logged,
    });
  })().catch((error) => logFor("accounts").error({ err: error }, "could not write a mail"));
}

/** The landing page of a verification link (a new account's or a new address's). */
const verificationUrl = (origin: string, locale: Locale, token: string) =>
  `${origin}${pagePath("verifyEmail", locale)}?token=${encodeURIComponent(token)}`;

/** The verification mail: the link to the landing page in the person's language. */
export function sendVerificationLink(
  user: { email: string; name: string; locale?: unknown },
  token: string,
  request: Request | undefined,
): void {
  void sendAccountMail(user.email, user.locale, request, (t, origin, locale) => {
    const url = verificationUrl(origin, locale, token);
    return {
      subject: t("mail.account.verify.subject", { brand: t("brand.name") }),
      content: {
        heading: t("mail.account.verify.heading"),
        paragraphs: [t("mail.account.verify.intro", { name: user.name, email: user.email })],
        action: { label: t("mail.account.verify.action"), url, hint: t("mail.confirm.linkHint") },
        notes: [
          t("mail.account.verify.expiry", { hours: String(VERIFY_LINK_HOURS) }),
          t("mail.account.verify.ignore"),
        ],
      },
      logged: { link: url },
    };
  });
}

/** The reset code, in the language of the account it is for (a code goes only to an account). */
export async function sendResetCode(
  email: string,
  code: string,
  request: Request | undefined,
): Promise<void> {
  const db = await getDb();
  const [person] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!person) return;
  await sendAccountMail(email, person.locale, request, (t) => ({
    subject: t("mail.account.reset.subject", { code }),
    content: {
      heading: t("mail.account.reset.heading"),
      paragraphs: [t("mail.account.reset.intro", { email }), code],
      notes: [
        t("mail.account.reset.expiry", { minutes: String(RESET_CODE_SECONDS / 60) }),
        t("mail.account.reset.ignore"),
      ],
    },
    logged: { code },
  }));
}

/** To the owner of an address someone tried to sign up with again: no account is made. */
export function sendExistingAccountNotice(
  user: { email: string; locale?: unknown },
  request: Request | undefined,
): void {
  void sendAccountMail(user.email, user.locale, request, (t, origin, locale) => {
    const url = `${origin}${pagePath("login", locale)}`;
    return {
      subject: t("mail.account.exists.subject"),
      content: {
        heading: t("mail.account.exists.heading"),
        paragraphs: [t("mail.account.exists.intro", { email: user.email })],
        action: { label: t("mail.account.exists.action"), url, hint: t("mail.confirm.linkHint") },
        notes: [t("mail.account.exists.ignore")],
      },
      logged: { link: url },
    };
  });
}

/**
 * The link that confirms a new address for an account (better-auth's change-email flow): sent to
 * the new address, which replaces the old one only once the link is opened.
 */
export function sendEmailChangeLink(
  user: { email: string; name: string; locale?: unknown },
  token: string,
  request: Request | undefined,
): void {
  void sendAccountMail(user.email, user.locale, request, (t, origin, locale) => {
    const url = verificationUrl(origin, locale, token);
    return {
      subject: t("mail.account.changeEmail.subject"),
      content: {
        heading: t("mail.account.changeEmail.heading"),
        paragraphs: [t("mail.account.changeEmail.intro", { name: user.name, email: user.email })],
        action: {
          label: t("mail.account.changeEmail.action"),
          url,
          hint: t("mail.confirm.linkHint"),
        },
        notes: [
          t("mail.account.verify.expiry", { hours: String(VERIFY_LINK_HOURS) }),
          t("mail.account.changeEmail.ignore"),
        ],
      },
      logged: { link: url },
    };
  });
}

/** The account mails that tell the owner of a change, with the way to take it back. */
type SecurityNotice = "passwordChanged" | "changeRequested" | "secondFactorReset";

/**
 * The owner learns of a change at the address that holds the account, with a link to reset the
 * password: after a change or a reset of the password (`passwordChanged`), and when a new
 * address is asked for (`changeRequested`: a stolen session cannot change it unnoticed), and when
 * an admin resets their second factor (`secondFactorReset`).
 */
export function sendSecurityNotice(
  kind: SecurityNotice,
  user: { email: string; locale?: unknown },
  request: Request | undefined,
): void {
  void sendAccountMail(user.email, user.locale, request, (t, origin, locale) => ({
    subject: t(`mail.account.${kind}.subject`),
    content: {
      heading: t(`mail.account.${kind}.heading`),
      paragraphs: [t(`mail.account.${kind}.intro`, { email: user.email })],
      action: {
        label: t("mail.account.passwordChanged.action"),
        url: `${origin}${pagePath("forgotPassword", locale)}`,
        hint: t("mail.confirm.linkHint"),
      },
      notes: [t(`mail.account.${kind}.ignore`)],
    },
  }));
}

/** To the address of an account just deleted, in the language it had. */
export function sendAccountDeleted(
  user: { email: string; locale?: unknown },
  request: Request | undefined,
): void {
  void sendAccountMail(user.email, user.locale, request, (t) => ({
    subject: t("mail.account.deleted.subject"),
    content: {
      heading: t("mail.account.deleted.heading"),
      paragraphs: [t("mail.account.deleted.intro", { email: user.email })],
    },
  }));
}
