import {
  formatMessage,
  isLocale,
  type Locale,
  loadMessages,
  type MessageId,
  type MessageValues,
} from "@rawafed/i18n";
import { eq } from "drizzle-orm";
import { users } from "../db/accounts";
import { getDb } from "../db/index";
import { defaultOrigin, publicOrigin } from "../http/origin";
import { enqueueMail } from "../mail/index";
import { renderMail } from "../mail/layout";
import { RESET_CODE_SECONDS, VERIFY_LINK_HOURS } from "./constants";
import { accountPagePath } from "./paths";

/** The origin of the site as the request reached it (never its Host header's say). */
const originOf = (request: Request | undefined) =>
  request ? publicOrigin(request) : defaultOrigin();

const localeOf = (value: unknown): Locale => (isLocale(value) ? value : "en");

async function translator(locale: Locale) {
  const messages = await loadMessages(locale);
  return (id: MessageId, values?: MessageValues) => formatMessage(locale, messages, id, values);
}

/** The verification mail: the link to the landing page in the person's language. */
export function sendVerificationLink(
  user: { email: string; name: string; locale?: unknown },
  token: string,
  request: Request | undefined,
): void {
  void (async () => {
    const locale = localeOf(user.locale);
    const t = await translator(locale);
    const origin = originOf(request);
    const url = `${origin}${accountPagePath(locale, "verify-email")}?token=${encodeURIComponent(token)}`;
    const brand = t("brand.name");
    enqueueMail({
      to: user.email,
      locale,
      subject: t("mail.account.verify.subject", { brand }),
      ...renderMail({
        locale,
        brand,
        heading: t("mail.account.verify.heading"),
        paragraphs: [t("mail.account.verify.intro", { name: user.name, email: user.email })],
        action: {
          label: t("mail.account.verify.action"),
          url,
          hint: t("mail.confirm.linkHint"),
        },
        notes: [
          t("mail.account.verify.expiry", { hours: String(VERIFY_LINK_HOURS) }),
          t("mail.account.verify.ignore"),
        ],
        footer: [t("mail.account.footer", { site: new URL(origin).host })],
      }),
      link: url,
    });
  })().catch((error) => console.error("accounts: could not write the verification mail", error));
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
  const locale = localeOf(person.locale);
  const t = await translator(locale);
  const origin = originOf(request);
  const brand = t("brand.name");
  enqueueMail({
    to: email,
    locale,
    subject: t("mail.account.reset.subject", { code }),
    ...renderMail({
      locale,
      brand,
      heading: t("mail.account.reset.heading"),
      paragraphs: [t("mail.account.reset.intro", { email }), code],
      notes: [
        t("mail.account.reset.expiry", { minutes: String(RESET_CODE_SECONDS / 60) }),
        t("mail.account.reset.ignore"),
      ],
      footer: [t("mail.account.footer", { site: new URL(origin).host })],
    }),
    code,
  });
}

/** To the owner of an address someone tried to sign up with again: no account is made. */
export function sendExistingAccountNotice(
  user: { email: string; locale?: unknown },
  request: Request | undefined,
): void {
  void (async () => {
    const locale = localeOf(user.locale);
    const t = await translator(locale);
    const origin = originOf(request);
    const url = `${origin}${accountPagePath(locale, "login")}`;
    const brand = t("brand.name");
    enqueueMail({
      to: user.email,
      locale,
      subject: t("mail.account.exists.subject"),
      ...renderMail({
        locale,
        brand,
        heading: t("mail.account.exists.heading"),
        paragraphs: [t("mail.account.exists.intro", { email: user.email })],
        action: { label: t("mail.account.exists.action"), url, hint: t("mail.confirm.linkHint") },
        notes: [t("mail.account.exists.ignore")],
        footer: [t("mail.account.footer", { site: new URL(origin).host })],
      }),
      link: url,
    });
  })().catch((error) =>
    console.error("accounts: could not write the existing-account mail", error),
  );
}
