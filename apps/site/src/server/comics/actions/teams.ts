// Translator teams (#35): a translator makes a team and leads it; its leaders add translators by
// their account's e-mail, change their roles and remove them; anyone leaves. A team always keeps a
// leader. Each change that concerns someone else tells them in the site.
import { teamMemberSchema, teamSchema } from "@rawafed/forms/schemas";
import { and, count, eq, sql } from "drizzle-orm";
import * as z from "zod/mini";
import { UPLOAD_ROLES } from "../../accounts/roles";
import { users } from "../../db/accounts";
import { notifications, TEAM_ROLES, teamMembers, translatorTeams } from "../../db/comics";
import type { Transaction } from "../../db/index";
import { endpoint } from "../../http/admission";
import { formProblem, invalid, ok } from "../../http/answers";
import { TEAM_MEMBER_ADDED } from "../../makers/kinds";
import { freeSlug, slugOf } from "../../uploads/slugs";
import { roleIn } from "../teams";
import { forbidden, notFound } from "./answers";
import { uuid } from "./inputs";

const SMALL_BODY = 4 * 1024;
const forTranslators = {
  rate: { key: "comics-teams", per: "person", max: 60 },
  who: UPLOAD_ROLES,
  forbidden: "Translators only.",
} as const;

/** `{ name, description, languages }`: a new team, led by the translator who made it. */
export const handleCreateTeam = endpoint({
  ...forTranslators,
  body: { accepts: "json", maxBytes: SMALL_BODY, schema: teamSchema },
  handle: async ({ db, user, locale, data }) => {
    // One name, one team: two teams alike would share their credits in readers' eyes.
    const [taken] = await db
      .select({ id: translatorTeams.id })
      .from(translatorTeams)
      .where(sql`lower(${translatorTeams.name}) = lower(${data.name})`);
    if (taken) return invalid(locale, { name: "form.team.nameTaken" });
    const slug = await freeSlug(slugOf(data.name, "team"), async (candidate) => {
      const [taken] = await db
        .select({ id: translatorTeams.id })
        .from(translatorTeams)
        .where(eq(translatorTeams.slug, candidate));
      return Boolean(taken);
    });
    const team = await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(translatorTeams)
        .values({
          slug,
          name: data.name,
          description: data.description ?? "",
          languages: data.languages,
          createdBy: user.id,
        })
        .returning({ id: translatorTeams.id, slug: translatorTeams.slug });
      if (!made) throw new Error("team not made");
      await tx.insert(teamMembers).values({ teamId: made.id, userId: user.id, role: "leader" });
      return made;
    });
    return ok({ id: team.id, slug: team.slug });
  },
});

const addInput = z.object({ teamId: uuid(), email: teamMemberSchema.shape.email });

/** `{ teamId, email }`: a leader adds the translator with this e-mail address as a member. */
export const handleAddTeamMember = endpoint({
  ...forTranslators,
  body: { accepts: "json", maxBytes: SMALL_BODY, schema: addInput },
  handle: async ({ db, user, locale, data }) => {
    if ((await roleIn(db, data.teamId, user.id)) !== "leader") return forbidden();
    const [person] = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${data.email})`);
    if (person?.role !== "translator") {
      return invalid(locale, { email: "form.teamMember.notTranslator" });
    }
    const added = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(teamMembers)
        .values({ teamId: data.teamId, userId: person.id, role: "member" })
        .onConflictDoNothing()
        .returning({ userId: teamMembers.userId });
      if (row) await tellMember(tx, person.id, data.teamId, TEAM_MEMBER_ADDED);
      return Boolean(row);
    });
    if (!added) return invalid(locale, { email: "form.teamMember.alreadyMember" });
    return ok({ userId: person.id });
  },
});

const memberInput = z.object({
  teamId: uuid(),
  userId: z.string().check(z.regex(/^[\w-]{1,64}$/)),
});

/**
 * `{ teamId, userId }`: a leader removes a member, or a person leaves (their own id). The last
 * leader cannot go while others stay: they name another leader first. The last member leaving
 * ends the team (its chapters keep their credits, and lose their team link).
 */
export const handleRemoveTeamMember = endpoint({
  ...forTranslators,
  body: { accepts: "json", maxBytes: SMALL_BODY, schema: memberInput },
  handle: async ({ db, user, locale, data }) => {
    const self = data.userId === user.id;
    const refusal = await db.transaction(async (tx) => {
      const mine = await roleIn(tx, data.teamId, user.id);
      if (!mine) return "notFound" as const;
      if (!self && mine !== "leader") return "forbidden" as const;
      const theirs = self ? mine : await roleIn(tx, data.teamId, data.userId);
      if (!theirs) return "notFound" as const;
      const [{ members = 0, leaders = 0 } = {}] = await tx
        .select({
          members: count(),
          leaders: sql<number>`count(*) filter (where ${teamMembers.role} = 'leader')::int`,
        })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, data.teamId));
      if (theirs === "leader" && leaders <= 1 && members > 1) return "lastLeader" as const;
      await tx
        .delete(teamMembers)
        .where(and(eq(teamMembers.teamId, data.teamId), eq(teamMembers.userId, data.userId)));
      if (members <= 1) await tx.delete(translatorTeams).where(eq(translatorTeams.id, data.teamId));
      return null;
    });
    if (refusal === "notFound") return notFound();
    if (refusal === "forbidden") return forbidden();
    if (refusal === "lastLeader") return formProblem(409, locale, "comics.teams.lastLeader");
    return ok({ removed: data.userId });
  },
});

const roleInput = z.object({
  teamId: uuid(),
  userId: memberInput.shape.userId,
  role: z.enum(TEAM_ROLES),
});

/** `{ teamId, userId, role }`: a leader makes a member a leader, or a leader a member again. */
export const handleSetTeamRole = endpoint({
  ...forTranslators,
  body: { accepts: "json", maxBytes: SMALL_BODY, schema: roleInput },
  handle: async ({ db, user, locale, data }) => {
    const refusal = await db.transaction(async (tx) => {
      if ((await roleIn(tx, data.teamId, user.id)) !== "leader") return "forbidden" as const;
      const theirs = await roleIn(tx, data.teamId, data.userId);
      if (!theirs) return "notFound" as const;
      if (theirs === data.role) return null;
      if (data.role === "member") {
        const [row] = await tx
          .select({ leaders: count() })
          .from(teamMembers)
          .where(and(eq(teamMembers.teamId, data.teamId), eq(teamMembers.role, "leader")));
        if ((row?.leaders ?? 0) <= 1) return "lastLeader" as const;
      }
      await tx
        .update(teamMembers)
        .set({ role: data.role })
        .where(and(eq(teamMembers.teamId, data.teamId), eq(teamMembers.userId, data.userId)));
      return null;
    });
    if (refusal === "forbidden") return forbidden();
    if (refusal === "notFound") return notFound();
    if (refusal === "lastLeader") return formProblem(409, locale, "comics.teams.lastLeader");
    return ok({ role: data.role });
  },
});

/** A team's notification to one person (`data` names the team: the text needs it). */
export async function tellMember(
  tx: Transaction,
  userId: string,
  teamId: string,
  kind: string,
  more: Record<string, string> = {},
): Promise<void> {
  const [team] = await tx
    .select({ name: translatorTeams.name, slug: translatorTeams.slug })
    .from(translatorTeams)
    .where(eq(translatorTeams.id, teamId));
  if (!team) return;
  await tx
    .insert(notifications)
    .values({ userId, kind, data: { ...more, team: team.name, slug: team.slug } });
}
