import { isLocale, type Locale } from "@rawafed/i18n";
import { getAuth } from "./auth";
import { isRole, type Role } from "./roles";

/** The signed-in person as pages see them: no secret, nothing a page does not show or check. */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  /** The address of their photo, if they gave one. */
  photo: string | null;
  role: Role;
  /** The language of their e-mails. */
  mailLocale: Locale;
  /** Whether log-in asks them for their authenticator app's code. */
  appCode: boolean;
  /**
   * Whether this session was opened with a second factor (a passkey, or a code after the
   * password): the staff reach nothing until it was.
   */
  secondFactorSession: boolean;
}

/** Where a stored photo is served (see `routes/files/photos`). */
export const photoUrl = (image: string | null | undefined): string | null =>
  image ? `/files/photos/${encodeURIComponent(image)}` : null;

/** The session of these headers (its cookie), read by better-auth; `null` for a visitor. */
export async function sessionOf(headers: Headers) {
  const auth = await getAuth();
  return auth.api.getSession({ headers }).catch(() => null);
}

export type SignedIn = NonNullable<Awaited<ReturnType<typeof sessionOf>>>;

/** Whether `signedIn`'s session was opened with a second factor (see `auth.ts`). */
export const openedWithSecondFactor = (signedIn: SignedIn | null): boolean =>
  (signedIn?.session as { secondFactor?: unknown } | undefined)?.secondFactor === true;

/** The person signed in on this request, from its session cookie; `null` for a visitor. */
export async function viewerOf(headers: Headers): Promise<Viewer | null> {
  const session = await sessionOf(headers);
  if (!session) return null;
  const { user } = session;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    photo: photoUrl(user.image),
    role: isRole(user.role) ? user.role : "reader",
    mailLocale: isLocale(user.locale) ? user.locale : "en",
    appCode: user.twoFactorEnabled === true,
    secondFactorSession: openedWithSecondFactor(session),
  };
}
