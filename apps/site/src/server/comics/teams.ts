// Translator teams (#35): a team's page, a translator's own teams, and the credits of a team's
// chapters: the team and its members as they were when the chapter was uploaded, then published.
import type { TranslationLanguage } from "@rawafed/forms/schemas";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { photoUrl } from "../accounts/viewer";
import type { Database, Transaction } from "../db/index";
import {
  chapterCredits,
  chapters,
  type TeamRole,
  teamMembers,
  translatorProfiles,
  translatorTeams,
  users,
} from "../db/schema";
import { followersOf, isFollowing, type ProfileChapter, profileChapters } from "./people";

const TEAM_CHAPTERS = 100;

export interface TeamMember {
  id: string;
  name: string;
  photo: string | null;
  role: TeamRole;
  /** Whether they have a translator's profile to link to. */
  profile: boolean;
}

export interface TeamPage {
  team: {
    id: string;
    slug: string;
    name: string;
    description: string;
    languages: TranslationLanguage[];
  };
  /** Leaders first, then by when they joined. */
  members: TeamMember[];
  followers: number;
  following: boolean;
  /** Its readable chapters, newest first (at most 100). */
  chapters: ProfileChapter[];
}

/** Leaders first, then the earliest to join. */
const memberOrder = [
  sql`case ${teamMembers.role} when 'leader' then 0 else 1 end`,
  asc(teamMembers.joinedAt),
];

async function membersOf(db: Database | Transaction, teamIds: string[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({
      teamId: teamMembers.teamId,
      id: users.id,
      name: users.name,
      image: users.image,
      role: teamMembers.role,
      profile: translatorProfiles.userId,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(translatorProfiles, eq(translatorProfiles.userId, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(...memberOrder);
}

const toMember = (row: Awaited<ReturnType<typeof membersOf>>[number]): TeamMember => ({
  id: row.id,
  name: row.name,
  photo: photoUrl(row.image),
  role: row.role,
  profile: row.profile !== null,
});

export async function teamPage(
  db: Database,
  params: { slug: string; viewerId?: string | null },
): Promise<TeamPage | null> {
  const [team] = await db
    .select({
      id: translatorTeams.id,
      slug: translatorTeams.slug,
      name: translatorTeams.name,
      description: translatorTeams.description,
      languages: translatorTeams.languages,
    })
    .from(translatorTeams)
    .where(eq(translatorTeams.slug, params.slug));
  if (!team) return null;
  const [members, followers, following, chapterRows] = await Promise.all([
    membersOf(db, [team.id]),
    followersOf(db, "team", team.id),
    isFollowing(db, params.viewerId ?? null, "team", team.id),
    profileChapters(db, eq(chapters.teamId, team.id), TEAM_CHAPTERS),
  ]);
  return {
    team: { ...team, languages: team.languages as TranslationLanguage[] },
    members: members.map(toMember),
    followers,
    following,
    chapters: chapterRows,
  };
}

export interface MyTeam {
  id: string;
  slug: string;
  name: string;
  languages: TranslationLanguage[];
  /** The person's role in it. */
  role: TeamRole;
  members: TeamMember[];
}

/** The teams a person is in, the one they joined first first, each with its members. */
export async function teamsOf(db: Database, userId: string): Promise<MyTeam[]> {
  const rows = await db
    .select({
      id: translatorTeams.id,
      slug: translatorTeams.slug,
      name: translatorTeams.name,
      languages: translatorTeams.languages,
      role: teamMembers.role,
    })
    .from(teamMembers)
    .innerJoin(translatorTeams, eq(translatorTeams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teamMembers.joinedAt));
  const members = await membersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    languages: row.languages as TranslationLanguage[],
    members: members.filter((member) => member.teamId === row.id).map(toMember),
  }));
}

/** Every team, by name: the choices of a translator's application. */
export async function allTeams(db: Database): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: translatorTeams.id, name: translatorTeams.name })
    .from(translatorTeams)
    .orderBy(asc(translatorTeams.name))
    .limit(500);
}

/** A person's role in a team, or null when they are not in it. */
export async function roleIn(
  db: Database | Transaction,
  teamId: string,
  userId: string,
): Promise<TeamRole | null> {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row?.role ?? null;
}

/**
 * Credits a chapter to its team's members as they are now (call when it is uploaded and when it
 * is published); a chapter of no team has no credits but its translator.
 */
export async function creditTeam(db: Database | Transaction, chapterId: string): Promise<void> {
  await db.delete(chapterCredits).where(eq(chapterCredits.chapterId, chapterId));
  await db.execute(sql`
    insert into ${chapterCredits} (chapter_id, user_id, role)
    select ${chapterId}::uuid, m.user_id, m.role
    from ${chapters} c join ${teamMembers} m on m.team_id = c.team_id
    where c.id = ${chapterId}::uuid
    on conflict do nothing`);
}

export interface ChapterCredit {
  team: { slug: string; name: string } | null;
  /** The team's members then (leaders first), or the translator alone (no role). */
  people: { id: string; name: string; role: TeamRole | null; profile: boolean }[];
}

/** The credits of these chapters, by chapter id. */
export async function creditsOf(
  db: Database,
  chapterIds: string[],
): Promise<Map<string, ChapterCredit>> {
  const credits = new Map<string, ChapterCredit>();
  if (chapterIds.length === 0) return credits;
  const [teamRows, people, translators] = await Promise.all([
    db
      .select({ chapterId: chapters.id, slug: translatorTeams.slug, name: translatorTeams.name })
      .from(chapters)
      .innerJoin(translatorTeams, eq(translatorTeams.id, chapters.teamId))
      .where(inArray(chapters.id, chapterIds)),
    db
      .select({
        chapterId: chapterCredits.chapterId,
        id: users.id,
        name: users.name,
        role: chapterCredits.role,
        profile: translatorProfiles.userId,
      })
      .from(chapterCredits)
      .innerJoin(users, eq(users.id, chapterCredits.userId))
      .leftJoin(translatorProfiles, eq(translatorProfiles.userId, chapterCredits.userId))
      .where(inArray(chapterCredits.chapterId, chapterIds))
      .orderBy(sql`case ${chapterCredits.role} when 'leader' then 0 else 1 end`, asc(users.name)),
    db
      .select({
        chapterId: chapters.id,
        id: users.id,
        name: users.name,
        profile: translatorProfiles.userId,
      })
      .from(chapters)
      .innerJoin(users, eq(users.id, chapters.translatorId))
      .leftJoin(translatorProfiles, eq(translatorProfiles.userId, chapters.translatorId))
      .where(inArray(chapters.id, chapterIds)),
  ]);
  for (const row of teamRows) {
    credits.set(row.chapterId, { team: { slug: row.slug, name: row.name }, people: [] });
  }
  for (const row of people) {
    const credit = credits.get(row.chapterId) ?? { team: null, people: [] };
    credit.people.push({
      id: row.id,
      name: row.name,
      role: row.role,
      profile: row.profile !== null,
    });
    credits.set(row.chapterId, credit);
  }
  // The translator is always credited: alone for a chapter of no team, first of a team's if the
  // credits (made before they joined) lack them.
  for (const row of translators) {
    const credit = credits.get(row.chapterId) ?? { team: null, people: [] };
    if (!credit.people.some((person) => person.id === row.id)) {
      credit.people.unshift({
        id: row.id,
        name: row.name,
        role: null,
        profile: row.profile !== null,
      });
    }
    credits.set(row.chapterId, credit);
  }
  return credits;
}
