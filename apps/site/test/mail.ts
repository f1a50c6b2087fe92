// Reading what the server mailed, the same way from both places it can go: the outbox's .eml files
// (no SMTP_URL) or an SMTP sink the test starts (SMTP_URL), each message parsed just enough for
// tests; and a wait for a state of either.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

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

/** A message an SMTP sink took: read as the outbox's are, with its SMTP envelope. */
export interface SinkMail extends Mail {
  /** `MAIL FROM` */
  sender: string;
  /** The user it logged in as, if it did. */
  user?: string;
}

/** An SMTP server a test starts (smtp-server): it takes, refuses or holds what the site sends. */
export interface SmtpSink {
  /** For the site's `SMTP_URL` (with the credentials, when the sink asks for some). */
  url: string;
  /** Every message taken so far. */
  mails: SinkMail[];
  /** How many of the next messages to refuse with a 451 (try later); `Infinity`: all of them. */
  refuse: number;
  /** Messages refused so far. */
  refused: number;
  /** While set, a new connection is held without a greeting: a mail server that hangs. */
  hold: boolean;
  /** The connections held so far; `closed` once the site gave up on one. */
  held: { closed: boolean }[];
  /** Greets every held connection: its message then goes on as with a slow server. */
  release(): void;
  close(): Promise<void>;
}

/** A sink on a free port; with `login`, it takes only a client logged in with it. */
export async function startSmtpSink(login?: { user: string; password: string }): Promise<SmtpSink> {
  const waiting: (() => void)[] = [];
  const sessions = new Map<string, { closed: boolean }>();
  const sink: SmtpSink = {
    url: "",
    mails: [],
    refuse: 0,
    refused: 0,
    hold: false,
    held: [],
    release() {
      for (const greet of waiting.splice(0)) greet();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: !login,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.password) {
        callback(null, { user: login.user });
      } else callback(new Error("535 authentication failed"));
    },
    onConnect(session, callback) {
      if (!sink.hold) return callback();
      const held = { closed: false };
      sessions.set(session.id, held);
      sink.held.push(held);
      waiting.push(() => callback());
    },
    onClose(session) {
      const held = sessions.get(session.id);
      if (held) held.closed = true;
    },
    onMailFrom(_address, _session, callback) {
      if (sink.refuse <= 0) return callback();
      sink.refuse -= 1;
      sink.refused += 1;
      callback(Object.assign(new Error("try again later"), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        sink.mails.push({
          ...parseMail(Buffer.concat(chunks).toString("utf8")),
          sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  const credentials = login ? `${login.user}:${login.password}@` : "";
  sink.url = `smtp://${credentials}127.0.0.1:${port}`;
  return sink;
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
