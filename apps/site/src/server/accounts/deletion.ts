// POST /api/account/delete: the person's password, then their account and personal data removed
// in one transaction (CONTRACT.md: "within the request"); their comments stay, as from "a deleted
// user". The photo file goes once the transaction is committed, then the mail to the old address.
import { deleteAccountSchema } from "@rawafed/forms/schemas";
import { eq, or, sql } from "drizzle-orm";
import { users, verifications } from "../db/accounts";
import { comicComments } from "../db/comics";
import type { Database } from "../db/index";
import { endpoint } from "../http/admission";
import { invalid, ok } from "../http/answers";
import { getAuth } from "./auth";
import { passwordTry, wrongPassword } from "./changePassword";
import { sendAccountDeleted } from "./mails";
import { cookiesFrom } from "./onBehalf";
import { removePhoto } from "./photos";
import { clearTries } from "./throttle";

const MAX_BODY_BYTES = 4 * 1024;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The person's comments on comics and chapters, handed over to "a deleted user" (kept, shown
 * without their name or photo) before their account goes: their author becomes none, in `tx`.
 * Saves, follows, ratings, history and notifications go with the user (`on delete cascade`).
 */
export async function reattributeCommentsToDeletedUser(
  tx: Transaction,
  userId: string,
): Promise<void> {
  await tx.update(comicComments).set({ userId: null }).where(eq(comicComments.userId, userId));
}

/**
 * Everything of the account in one transaction: its comments handed over, its one-time codes
 * (better-auth's verifications name the address, or hold the user's id), its log-in count, then
 * the user, whose sessions and sign-in accounts go with it (foreign keys, `on delete cascade`).
 */
async function deleteAccount(db: Database, user: { id: string; email: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await reattributeCommentsToDeletedUser(tx, user.id);
    const codeSuffix = `-otp-${user.email}`;
    await tx
      .delete(verifications)
      .where(
        or(
          sql`right(${verifications.identifier}, ${codeSuffix.length}) = ${codeSuffix}`,
          eq(verifications.value, user.id),
        ),
      );
    await clearTries(tx, user.email);
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

export const handleDeleteAccount = endpoint({
  rate: { key: "account-delete" },
  who: "signedIn",
  body: { accepts: "json", maxBytes: MAX_BODY_BYTES, schema: deleteAccountSchema },
  handle: async ({ request, locale, db, user, data }) => {
    const locked = await passwordTry(user.email, locale);
    if (locked) return locked;
    const auth = await getAuth();
    const context = await auth.$context;
    const account = await context.internalAdapter.findCredentialAccount(user.id);
    const right =
      !!account?.password &&
      (await context.password.verify({ hash: account.password, password: data.password }));
    if (!right) return invalid(locale, wrongPassword("password"));

    await deleteAccount(db, user);
    await removePhoto(user.image);
    sendAccountDeleted(user, request);
    // Its sessions are gone with it; this expires the browser's cookies as a log-out would.
    const signedOut = await auth.api
      .signOut({ headers: request.headers, returnHeaders: true })
      .catch(() => null);
    return ok({}, cookiesFrom(signedOut?.headers));
  },
});
