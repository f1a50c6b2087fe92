// What the reviewing team's decisions tell the person: a notification in the site (its `kind`
// names the text, `data` holds what the text needs) and an e-mail in their language.
import { eq } from "drizzle-orm";
import { pagePath } from "../../site/paths";
import { sendAccountMail } from "../accounts/mails";
import { users } from "../db/accounts";
import { notifications } from "../db/comics";
import type { Database } from "../db/index";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export { COMIC_ADDED, TRANSLATOR_APPROVED, TRANSLATOR_REJECTED } from "./kinds";

/** Notifies in the site; call inside the decision's transaction. */
export async function notify(
  db: Database | Transaction,
  userId: string,
  kind: string,
  data: Record<string, string>,
  comicId: string | null = null,
): Promise<void> {
  await db.insert(notifications).values({ userId, kind, comicId, data });
}

async function recipient(db: Database, userId: string) {
  const [person] = await db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return person ?? null;
}

/** The e-mail of an approved application: the person is a translator now. */
export async function mailTranslatorApproved(db: Database, userId: string, request: Request) {
  const person = await recipient(db, userId);
  if (!person) return;
  await sendAccountMail(person.email, person.locale, request, (t, origin, locale) => ({
    subject: t("mail.makers.approved.subject"),
    content: {
      heading: t("mail.makers.approved.subject"),
      paragraphs: [t("mail.makers.approved.intro", { name: person.name })],
      action: {
        label: t("mail.makers.approved.action"),
        url: `${origin}${pagePath("account", locale)}`,
        hint: t("mail.confirm.linkHint"),
      },
    },
  }));
}

/** The e-mail of a rejected application, with the reviewer's reason. */
export async function mailTranslatorRejected(
  db: Database,
  userId: string,
  reason: string,
  request: Request,
) {
  const person = await recipient(db, userId);
  if (!person) return;
  await sendAccountMail(person.email, person.locale, request, (t, origin, locale) => ({
    subject: t("mail.makers.rejected.subject"),
    content: {
      heading: t("mail.makers.rejected.heading"),
      paragraphs: [
        t("mail.makers.rejected.intro", { name: person.name }),
        t("mail.makers.rejected.reason", { reason }),
      ],
      action: {
        label: t("mail.makers.rejected.action"),
        url: `${origin}${pagePath("accountBecomeTranslator", locale)}`,
        hint: t("mail.confirm.linkHint"),
      },
    },
  }));
}

/** The e-mail of a request answered: the comic asked for is in the catalog. */
export async function mailComicAdded(
  db: Database,
  userId: string,
  comic: { slug: string; name: string },
  request: Request,
) {
  const person = await recipient(db, userId);
  if (!person) return;
  await sendAccountMail(person.email, person.locale, request, (t, origin, locale) => {
    const url = `${origin}${pagePath("comic", locale, { comic: comic.slug })}`;
    return {
      subject: t("mail.makers.added.subject", { comic: comic.name }),
      content: {
        heading: t("mail.makers.added.heading"),
        paragraphs: [t("mail.makers.added.intro", { name: person.name, comic: comic.name })],
        action: { label: t("mail.makers.added.action"), url, hint: t("mail.confirm.linkHint") },
      },
      logged: { link: url },
    };
  });
}
