// What a server's log must never hold (issue #33): the suites' passwords, one-time codes and
// tokens, cookies and authorization values, e-mail addresses. The one exception is the outbox's
// record (`{"outbox": …}`, written when no SMTP_URL is set): the CONTRACT has it carry a mail's
// link or code, so a fresh install works without a mail server. Never its recipient.
import { readFileSync } from "node:fs";

/** Every password the suites type (test/, e2e/), and any other of their shape (`Word123!x`). */
const PASSWORDS = [
  "Secret123!",
  "Abcde123!",
  "Admin123!x",
  "Fresh123!",
  "Fresh123!x",
  "Makers123!x",
  "Newer456!",
  "Newpass123!",
  "Other123!",
  "Review123!x",
  "Studio123!x",
  "Upload123!x",
  "Wrong123!",
];
const passwordShape = /\b[A-Z][a-z]{2,}\d{3}![A-Za-z]?/;
const emailAddress = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
/** A one-time code: six digits standing alone. */
const sixDigits = /(?<![\w.:-])\d{6}(?![\w.:-])/;
const bearer = /\bBearer\s+\S/i;
/** A session cookie's name, or a header that should have been redacted with its value. */
const cookieOrAuth = /better-auth\.|"(authorization|cookie|set-cookie)":"(?!\[redacted\])/i;

export interface Leak {
  line: number;
  why: string;
  text: string;
}

/** The secrets an outbox record hands out: its link's token and its code. */
function outboxSecrets(record: Record<string, unknown>): string[] {
  const outbox = record.outbox as { link?: string; codeInMail?: string } | undefined;
  const secrets: string[] = [];
  if (outbox?.codeInMail) secrets.push(outbox.codeInMail);
  if (outbox?.link) {
    for (const value of new URL(outbox.link).searchParams.values()) {
      if (value.length >= 16) secrets.push(value);
    }
    const last = outbox.link.split(/[/?#]/).filter(Boolean).at(-1);
    if (last && last.length >= 16 && !last.includes("=")) secrets.push(last);
  }
  return secrets;
}

/** The leaks in a log's `text`; an empty list when it holds none. */
export function findLeaks(text: string, passwords: readonly string[] = PASSWORDS): Leak[] {
  const leaks: Leak[] = [];
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  const records: (Record<string, unknown> | undefined)[] = lines.map((line, index) => {
    try {
      const record = JSON.parse(line);
      if (typeof record === "object" && record !== null) return record;
    } catch {}
    leaks.push({ line: index + 1, why: "not a JSON record", text: line });
    return undefined;
  });
  const handedOut = records.flatMap((record) => (record?.outbox ? outboxSecrets(record) : []));
  lines.forEach((line, index) => {
    const record = records[index];
    if (!record) return;
    const leak = (why: string) => leaks.push({ line: index + 1, why, text: line });
    if (passwords.some((password) => line.includes(password)) || passwordShape.test(line)) {
      leak("a password");
    }
    if (emailAddress.test(line)) leak("an e-mail address");
    if (bearer.test(line) || cookieOrAuth.test(line)) leak("a cookie or authorization value");
    // The outbox's record may carry its link or code; no other record may.
    if (record.outbox) return;
    if (sixDigits.test(line)) leak("six digits (a one-time code?)");
    if (handedOut.some((secret) => line.includes(secret))) leak("a mailed code or token");
  });
  return leaks.sort((a, b) => a.line - b.line);
}

/** The leaks in the log file at `path`, and how many lines it has. */
export function findLeaksIn(path: string): { leaks: Leak[]; lines: number } {
  const text = readFileSync(path, "utf8");
  return { leaks: findLeaks(text), lines: text.split("\n").filter(Boolean).length };
}
