import { isLocale } from "@rawafed/i18n";
import { decodeJwt, jwtVerify } from "jose";
import { sameOrigin } from "../submissions/guards";
import { getAuth } from "./auth";
import { accountPagePath } from "./paths";
import { authSecret } from "./secret";

/** A verification link's token as better-auth writes it: a JWT, nothing else. */
export const isVerificationToken = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= 4096 && /^[\w.-]+$/.test(value);

/**
 * Sends a new verification link for the account of an expired one. The old link's signature is
 * checked (only its age is forgiven), so nobody can make the site mail an address of their
 * choosing this way; an address already verified gets nothing.
 */
export async function resendForToken(token: string): Promise<boolean> {
  try {
    const { iat } = decodeJwt(token);
    const { payload } = await jwtVerify(token, new TextEncoder().encode(authSecret()), {
      algorithms: ["HS256"],
      currentDate: new Date((iat ?? 0) * 1000),
    });
    if (typeof payload.email !== "string" || payload.updateTo) return false;
    const auth = await getAuth();
    await auth.api.sendVerificationEmail({ body: { email: payload.email } });
    return true;
  } catch {
    return false;
  }
}

/**
 * The expired link's "send a new link" button. Posted by the page's form (no script: back to the
 * page, which says a link was sent) or by its script (JSON).
 */
export async function postVerificationLink(request: Request): Promise<Response> {
  const noStore = { "Cache-Control": "no-store" };
  if (!sameOrigin(request)) return new Response(null, { status: 403, headers: noStore });
  const form = await request.formData().catch(() => null);
  const token = form?.get("token");
  const locale = form?.get("locale");
  const sent = isVerificationToken(token) ? await resendForToken(token) : false;
  if (form?.get("return") === "page") {
    const page = accountPagePath(isLocale(locale) ? locale : "en", "verify-email");
    const location = sent ? `${page}?sent=1` : page;
    return new Response(null, { status: 303, headers: { ...noStore, Location: location } });
  }
  return Response.json({ ok: sent }, { status: sent ? 200 : 422, headers: noStore });
}
