import { isLocale } from "@rawafed/i18n";
import { decodeJwt, errors, jwtVerify } from "jose";
import { pagePath } from "../../site/paths";
import { endpoint } from "../http/admission";
import { getAuth } from "./auth";
import { ACCOUNT_LIMITS } from "./limits";
import { authSecret } from "./secret";

/** A verification link's token as better-auth writes it: a JWT, nothing else. */
export const isVerificationToken = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= 4096 && /^[\w.-]+$/.test(value);

/** What a link's token says, once its signature is checked: whose address, and a change of it. */
export interface LinkClaims {
  email: string;
  /** The new address, for the link of a change of address. */
  updateTo?: string;
  expired: boolean;
}

/**
 * The claims of a verification link signed by this site (expired or not); `null` for anything
 * else. The signature is checked even when only the age is forgiven.
 */
export async function linkClaims(token: string): Promise<LinkClaims | null> {
  const key = new TextEncoder().encode(authSecret());
  const read = async (currentDate?: Date) => {
    const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], currentDate });
    if (typeof payload.email !== "string") return null;
    const updateTo = typeof payload.updateTo === "string" ? payload.updateTo : undefined;
    return { email: payload.email, ...(updateTo ? { updateTo } : {}) };
  };
  try {
    const claims = await read();
    return claims && { ...claims, expired: false };
  } catch (error) {
    if (!(error instanceof errors.JWTExpired)) return null;
    try {
      const claims = await read(new Date((decodeJwt(token).iat ?? 0) * 1000));
      return claims && { ...claims, expired: true };
    } catch {
      return null;
    }
  }
}

/**
 * Sends a new verification link for the account of an expired one, so nobody can make the site
 * mail an address of their choosing this way; an address already verified gets nothing.
 */
export async function resendForToken(token: string): Promise<boolean> {
  const claims = await linkClaims(token);
  if (!claims || claims.updateTo) return false;
  try {
    const auth = await getAuth();
    await auth.api.sendVerificationEmail({ body: { email: claims.email } });
    return true;
  } catch {
    return false;
  }
}

/**
 * The expired link's "send a new link" button. Posted by the page's form (no script: back to the
 * page, which says a link was sent) or by its script (JSON). Each may send a mail: limited as the
 * other verification mails are, per address.
 */
export const postVerificationLink = endpoint({
  rate: { key: "account-verification-link", max: ACCOUNT_LIMITS.verification.perAddress },
  who: "anyone",
  // A token is 4 KB at most; a body that cannot be read is a link not sent (422), never a 400.
  body: { accepts: "form", maxBytes: 8 * 1024, optional: true },
  handle: async ({ body }) => {
    const noStore = { "Cache-Control": "no-store" };
    const { token, locale } = body.values;
    const sent = isVerificationToken(token) ? await resendForToken(token) : false;
    if (body.values.return === "page") {
      const page = pagePath("verifyEmail", isLocale(locale) ? locale : "en");
      const location = sent ? `${page}?sent=1` : page;
      return new Response(null, { status: 303, headers: { ...noStore, Location: location } });
    }
    return Response.json({ ok: sent }, { status: sent ? 200 : 422, headers: noStore });
  },
});
