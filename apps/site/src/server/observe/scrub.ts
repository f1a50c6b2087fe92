/**
 * What the log never holds: passwords, codes, tokens, cookies, authorization headers, e-mail
 * addresses. Fields with those names are replaced wherever they sit (two levels deep), and any
 * address left in a message or an error is masked.
 */
const secretFields = [
  "password",
  "newPassword",
  "currentPassword",
  "code",
  "token",
  "secret",
  "cookie",
  "authorization",
  "email",
  "to",
  "recipient",
];

export const REDACTED_PATHS = secretFields.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]);

const emailAddress = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** `text` with every e-mail address masked. */
export function scrubText(text: string): string {
  return text.replace(emailAddress, "[email]");
}

/** An error as a log line holds it: its kind, message and stack, addresses masked. */
export function scrubError(error: unknown): unknown {
  if (!(error instanceof Error)) return typeof error === "string" ? scrubText(error) : error;
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: scrubText(error.message),
    stack: error.stack ? scrubText(error.stack) : undefined,
    ...(typeof code === "string" && !/^\d+$/.test(code) ? { errorCode: code } : {}),
    ...(error.cause ? { cause: scrubError(error.cause) } : {}),
  };
}
