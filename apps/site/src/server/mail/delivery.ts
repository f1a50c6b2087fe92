import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { formatMessage, type Locale, loadMessages } from "@rawafed/i18n";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { brand } from "../../site/brand";
import { logFor } from "../observe/log";
import type { MailMessage } from "./message";

export interface DeliveryOptions {
  /** `smtp://user:pass@host:port` (or `smtps://`): messages go to that server. */
  smtpUrl?: string;
  /** The sender (`MAIL_FROM`, e.g. `Rawafed Group <news@rawafed.example>`). */
  from?: string;
  /** Without `smtpUrl`, each message is written here as an `.eml` file. */
  outboxDir: string;
  log?: MailLog;
}

/** Where delivery says what it did; `outbox` is the record of a message kept in the outbox. */
export interface MailLog {
  info(message: string): void;
  outbox(record: OutboxRecord): void;
}

/**
 * The outbox's record (no SMTP server set): its subject, file, and the link or code it carries,
 * logged by design so that a fresh install works without a mail server. Never the recipient.
 */
export interface OutboxRecord {
  subject: string;
  file: string;
  link?: string;
  codeInMail?: string;
}

const defaultLog: MailLog = {
  info: (message) => logFor("mail").info(message),
  outbox: (record) =>
    logFor("mail").info({ outbox: record }, "mail written to the outbox (no SMTP_URL)"),
};

/** The sender when `MAIL_FROM` is not set: the brand's name in the recipient's language. */
export async function defaultSender(locale: Locale): Promise<Mail.Address> {
  const domain = brand.email.split("@")[1] ?? "localhost";
  const name = formatMessage(locale, await loadMessages(locale), "brand.name");
  return { name, address: `no-reply@${domain}` };
}

function mailOptions(message: MailMessage, from: string | Mail.Address): Mail.Options {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.unsubscribeUrl
      ? {
          // `List-Unsubscribe: <url>`, and the one-click POST of RFC 8058 on that same URL. Sent
          // as written, on one line (an ASCII URL needs no encoding, and a folded line trips
          // naive readers of the header).
          headers: {
            "List-Unsubscribe": { prepared: true, value: `<${message.unsubscribeUrl}>` },
            "List-Unsubscribe-Post": { prepared: true, value: "List-Unsubscribe=One-Click" },
          },
        }
      : {}),
  };
}

const outboxName = () =>
  `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;

/**
 * One try at sending one message: over SMTP when a server is configured, otherwise into the
 * outbox folder (with its subject and link logged), so that a fresh install works end to end.
 */
export function createDelivery({
  smtpUrl,
  from,
  outboxDir,
  log = defaultLog,
}: DeliveryOptions): (message: MailMessage) => Promise<void> {
  const sender = async (locale: Locale) => from ?? (await defaultSender(locale));
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      // A server that does not answer fails this try soon; the queue tries again later.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return async (message) => {
      await transport.sendMail(mailOptions(message, await sender(message.locale)));
      log.info(`mail: "${message.subject}" sent over SMTP`);
    };
  }
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return async (message) => {
    const info = await composer.sendMail(mailOptions(message, await sender(message.locale)));
    await mkdir(outboxDir, { recursive: true });
    const file = join(outboxDir, outboxName());
    // Written whole, then named: a reader of the outbox never finds half a message.
    await writeFile(`${file}.part`, info.message as Buffer);
    await rename(`${file}.part`, file);
    log.outbox({
      subject: message.subject,
      file,
      ...(message.link ? { link: message.link } : {}),
      ...(message.code ? { codeInMail: message.code } : {}),
    });
  };
}
