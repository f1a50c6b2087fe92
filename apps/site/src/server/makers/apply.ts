// Becoming a translator (CONTRACT.md: "translator (approved application, type professional)"): the
// account page's state and `POST /api/account/become-translator`, the application form's values.
import { FORM_ERROR, translatorApplicationSchema } from "@rawafed/forms/schemas";
import { desc, eq } from "drizzle-orm";
import { isRole } from "../accounts/roles";
import { teamExists } from "../comics/actions/targets";
import { allTeams } from "../comics/teams";
import type { Database } from "../db/index";
import { translatorApplications } from "../db/makers";
import { isUuid } from "../files/keys";
import { endpoint } from "../http/admission";
import { created, problems } from "../http/answers";

/** The form's 1000-character message at up to 4 bytes each, and the languages. */
const APPLICATION_BODY = 8 * 1024;

/** What the become-a-translator page shows instead of, or above, the form. */
export type ApplicationStatus =
  | { kind: "translator" }
  | { kind: "received" }
  /** The teams there are: an applicant may ask to join one. */
  | { kind: "rejected"; reason: string; teams: TeamChoice[] }
  | { kind: "none"; teams: TeamChoice[] };

type TeamChoice = { id: string; name: string };

/** The person's standing: a translator already, an application waiting, or the last one refused. */
export async function applicationStatus(
  db: Database,
  user: { id: string; role: unknown },
): Promise<ApplicationStatus> {
  if (isRole(user.role) && user.role === "translator") return { kind: "translator" };
  const [last] = await db
    .select({ state: translatorApplications.state, reason: translatorApplications.reason })
    .from(translatorApplications)
    .where(eq(translatorApplications.userId, user.id))
    .orderBy(desc(translatorApplications.createdAt))
    .limit(1);
  if (last?.state === "received") return { kind: "received" };
  const teams = await allTeams(db);
  if (last?.state === "rejected") return { kind: "rejected", reason: last.reason ?? "", teams };
  return { kind: "none", teams };
}

const refused = (locale: Parameters<typeof problems>[1], id: "open" | "already") =>
  problems(409, locale, {
    [FORM_ERROR]:
      id === "open" ? "comics.becomeTranslator.open" : "comics.becomeTranslator.already",
  });

/** `{ languages, message }`: one application waiting per person; a translator needs none. */
export const handleApply = endpoint({
  rate: { key: "comics-apply", per: "person", max: 5 },
  who: "reader",
  body: { accepts: "json", maxBytes: APPLICATION_BODY, schema: translatorApplicationSchema },
  handle: async ({ db, user, data, locale }) => {
    if (user.role === "translator") return refused(locale, "already");
    // The partial unique index keeps one waiting application per person, even between two tabs.
    const [stored] = await db
      .insert(translatorApplications)
      .values({
        userId: user.id,
        languages: data.languages,
        message: data.message,
        // A team that is gone (or never was) is no team to join.
        teamId: await existingTeam(db, data.team),
      })
      .onConflictDoNothing()
      .returning({ id: translatorApplications.id });
    if (!stored) return refused(locale, "open");
    return created(stored.id);
  },
});

/** The team an application names, when there is one by that id. */
async function existingTeam(db: Database, id: string | undefined): Promise<string | null> {
  if (!id || !isUuid(id)) return null;
  return (await teamExists(db, id)) ? id : null;
}
