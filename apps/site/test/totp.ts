// The authenticator apps of the suites' staff: their codes (RFC 6238, `scripts/totp.mjs`), and a
// log-in's second step.
import { secretOf, totpCode, uriInOutput } from "../../../scripts/totp.mjs";

export { secretOf, totpCode };

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
  const uri = uriInOutput(output);
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
