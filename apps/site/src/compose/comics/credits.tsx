import { ChapterCredits } from "@rawafed/design-system";
import type { Locale } from "@rawafed/i18n";
import type { ChapterCredit } from "../../server/comics/teams";
import { teamHref, translatorHref } from "./links";

/** Who translated a chapter, as its reader shows them: the team's page and each person's profile. */
export function creditsOf(locale: Locale, credit: ChapterCredit) {
  if (!credit.team && credit.people.length === 0) return undefined;
  return (
    <ChapterCredits
      variant="inline"
      team={
        credit.team
          ? {
              name: credit.team.name,
              href: teamHref(locale, credit.team.slug),
            }
          : null
      }
      people={credit.people.map((person) => ({
        name: person.name,
        href: person.profile ? translatorHref(locale, person.id) : undefined,
        role: person.role ?? undefined,
      }))}
    />
  );
}
