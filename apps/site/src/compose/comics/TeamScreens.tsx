import { FollowToggle, MyTeams, TeamProfile } from "@rawafed/design-system";
import { TeamForm, TeamMemberForm } from "@rawafed/forms";
import type { TranslationLanguage } from "@rawafed/forms/schemas";
import { type Locale, type MessageId, useT } from "@rawafed/i18n";
import { useRouter } from "@tanstack/react-router";
import {
  type ActionResult,
  addTeamMember,
  asSubmitResult,
  createTeam,
  removeTeamMember,
  setFollowing,
  setTeamRole,
} from "../../runtime/comics";
import type { Viewer } from "../../server/accounts/viewer";
import type { MyTeam, TeamPage } from "../../server/comics/teams";
import { AccountScreenFrame } from "../accounts/AccountControl";
import { useReaderAction } from "./actions";
import { ComicsFrame, type Reader } from "./ComicsFrame";
import { chapterHref, shownName, teamHref, translatorHref } from "./links";
import { loginHref } from "./reader";

/** A language's name in the page's language. */
export const languageName = (t: ReturnType<typeof useT>, language: string) =>
  t(`language.${language as TranslationLanguage}` as MessageId);

/** A member's link: their translator's profile, when they have one. */
const profileHref = (locale: Locale, member: { id: string; profile: boolean }) =>
  member.profile ? translatorHref(locale, member.id) : undefined;

/** `/{l}/teams/{slug}`: the team, its members and credited chapters; follow when signed in. */
export function TeamScreen({
  locale,
  reader,
  page,
  path,
}: {
  locale: Locale;
  reader: Reader;
  page: TeamPage;
  path: string;
}) {
  const t = useT();
  const act = useReaderAction();
  const signedIn = reader.viewer !== null;
  const login = loginHref(locale, path);
  const { team } = page;
  const member = page.members.some((person) => person.id === reader.viewer?.id);
  return (
    <ComicsFrame pageId="translationTeam" locale={locale} reader={reader}>
      <TeamProfile
        name={team.name}
        description={team.description}
        languages={team.languages.map((language) => languageName(t, language))}
        members={page.members.map((person) => ({
          id: person.id,
          name: person.name,
          href: profileHref(locale, person),
          photoSrc: person.photo,
          role: person.role,
        }))}
        followers={page.followers}
        signedIn={signedIn}
        loginHref={login}
        follow={
          member ? undefined : (
            <FollowToggle
              pressed={page.following}
              onPressedChange={(following) => void act(setFollowing("team", team.id, following))}
              loggedIn={signedIn}
              loginHref={login}
            />
          )
        }
        chapters={page.chapters.map((chapter) => ({
          id: `${chapter.comic.slug}-${chapter.language}-${chapter.number}`,
          comicName: shownName(locale, chapter.comic).name,
          chapterNumber: chapter.number,
          title: chapter.title || undefined,
          language: languageName(t, chapter.language),
          publishedAt: (chapter.publishedAt ?? "").slice(0, 16),
          href: chapterHref(locale, chapter.comic.slug, chapter.number, chapter.language),
        }))}
      />
    </ComicsFrame>
  );
}

/** A call's failure as the text to show, or null when it was done. */
function failure(t: ReturnType<typeof useT>, result: ActionResult<unknown>): string | null {
  if (result.kind === "ok") return null;
  if (result.kind === "loginRequired") return t("error.loginRequired");
  if (result.kind === "invalid") return t(Object.values(result.fieldErrors)[0] as MessageId);
  return t(result.message);
}

/** `/{l}/account/teams`: the translator's teams, their members, and a form to make one. */
export function MyTeamsScreen({
  locale,
  viewer,
  mine,
}: {
  locale: Locale;
  viewer: Viewer;
  mine: { teams: MyTeam[]; userId: string };
}) {
  const t = useT();
  const router = useRouter();
  // Each change reloads the teams: the page shows them as the server has them.
  const then = async (result: ActionResult<unknown>) => {
    const error = failure(t, result);
    if (error === null) await router.invalidate();
    return error;
  };
  return (
    <AccountScreenFrame pageId="accountTeams" current="teams" locale={locale} viewer={viewer}>
      <MyTeams
        headingLevel={1}
        teams={mine.teams.map((team) => ({
          id: team.id,
          name: team.name,
          href: teamHref(locale, team.slug),
          role: team.role,
          languages: team.languages.map((language) => languageName(t, language)),
          members: team.members.map((person) => ({
            id: person.id,
            name: person.name,
            role: person.role,
            self: person.id === mine.userId,
          })),
          addMember:
            team.role === "leader" ? (
              <TeamMemberForm
                id={`team-${team.id}-member`}
                teamName={team.name}
                titleLevel={3}
                onSubmit={async (values) => {
                  const result = asSubmitResult(await addTeamMember(team.id, values.email));
                  if ("ok" in result) await router.invalidate();
                  return result;
                }}
              />
            ) : undefined,
        }))}
        onRoleChange={async (teamId, userId, role) => then(await setTeamRole(teamId, userId, role))}
        onRemove={async (teamId, userId) => then(await removeTeamMember(teamId, userId))}
        onLeave={async (teamId) => then(await removeTeamMember(teamId, mine.userId))}
        createTeam={
          <TeamForm
            id="new-team"
            titleLevel={2}
            onSubmit={async (values) => {
              const result = asSubmitResult(await createTeam(values));
              if ("ok" in result) await router.invalidate();
              return result;
            }}
          />
        }
      />
    </AccountScreenFrame>
  );
}
