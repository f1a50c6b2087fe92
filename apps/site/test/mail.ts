// Reading what the server mailed: the outbox's .eml files (no SMTP_URL) parsed just enough for
// tests, and a wait for a state of the outbox.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface Mail {
  raw: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  header: (name: string) => string | undefined;
}

/** Decodes one MIME part's body (quoted-printable, base64 or as is). */
function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8");
  }
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

const decodeWord = (value: string) =>
  value.replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/gi, (_, b64: string) =>
    Buffer.from(b64, "base64").toString("utf8"),
  );

/** A raw message read just enough for these tests: headers, subject, both parts. */
export function parseMail(raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) =>
    head.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1]?.trim() ?? undefined;
  const part = (type: string) => {
    const start = raw.indexOf(`Content-Type: ${type}`);
    if (start < 0) return "";
    const section = raw.slice(start);
    const bodyAt = section.search(/\r?\n\r?\n/);
    const body =
      section
        .slice(bodyAt)
        .trimStart()
        .split(/\r?\n--/)[0] ?? "";
    return decodePart(section.slice(0, bodyAt), body);
  };
  return {
    raw,
    to: header("To") ?? "",
    subject: decodeWord(header("Subject") ?? ""),
    text: part("text/plain"),
    html: part("text/html"),
    header,
  };
}

export const outboxDir = (dataDir: string) => join(dataDir, "outbox");

export function outbox(dataDir: string): Mail[] {
  const dir = outboxDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => parseMail(readFileSync(join(dir, name), "utf8")));
}

export const until = async <T>(find: () => T | undefined, ms = 10_000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
