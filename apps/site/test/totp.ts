// An authenticator app, as the tests hold one: RFC 6238 codes (HMAC-SHA1, 30 s, 6 digits) from
// the base32 secret of an `otpauth://` URI, written here from the RFCs and not from the server's
// code, so a test proves the site works with any standard app.
import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The secret of an `otpauth://totp/...` URI, checked to be one. */
export function secretOf(uri: string): Buffer {
  const url = new URL(uri);
  if (url.protocol !== "otpauth:" || url.host !== "totp") throw new Error(`not a TOTP URI: ${uri}`);
  const secret = url.searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${uri}`);
  return base32Decode(secret);
}

/** The code an app shows at `time` (ms) for this secret. */
export function totpCode(secret: Buffer, time = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const mac = createHmac("sha1", secret).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, "0");
}

/** The authenticator apps of the suite's staff, by e-mail address (this process's own). */
const apps = new Map<string, Buffer>();

/** Keeps the app of `email` from its `otpauth://` URI (the operator's tool prints it). */
export function rememberApp(email: string, uri: string): void {
  apps.set(email.toLowerCase(), secretOf(uri));
}

/** The code the app of `email` shows now, if the suite holds one. */
export function codeOf(email: string): string | undefined {
  const secret = apps.get(email.toLowerCase());
  return secret ? totpCode(secret) : undefined;
}

/** The `otpauth://` URI in the operator's tool's output, kept for `email`; "" when none. */
export function appFromOutput(email: string, output: string): string {
  const uri = output.match(/^otpauth:\/\/totp\/\S+$/m)?.[0] ?? "";
  if (uri) rememberApp(email, uri);
  return uri;
}

/**
 * Completes a log-in that answered `twoFactorRedirect` with the app's code: the session's cookie,
 * or "" when the answer asked for none. `send` posts a JSON body with the two-factor cookie.
 */
export async function secondStep(
  email: string,
  answer: unknown,
  send: (path: string, body: object) => Promise<{ status: number; cookies: string[] }>,
): Promise<string> {
  if ((answer as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect !== true) return "";
  const code = codeOf(email);
  if (!code) throw new Error(`${email} has a second factor this suite does not hold`);
  const verified = await send("/api/auth/two-factor/verify-totp", { code });
  if (verified.status !== 200)
    throw new Error(`${email}: the app's code was refused (${verified.status})`);
  return verified.cookies.find((cookie) => cookie.includes("session_token="))?.split(";")[0] ?? "";
}
