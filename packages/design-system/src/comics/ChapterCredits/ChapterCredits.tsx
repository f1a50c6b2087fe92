import { type MessageId, useT } from "@rawafed/i18n";
import { Fragment, useId } from "react";
import { Badge } from "../../components/Badge/Badge";
import { Link } from "../../components/Link/Link";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import * as styles from "./ChapterCredits.css";

/** A person's place in a translator team. */
export type CreditRole = "leader" | "member";

/** A role's word ("Leader", "Member"). */
export const creditRoleLabels = {
  leader: "comics.team.role.leader",
  member: "comics.team.role.member",
} as const satisfies Record<CreditRole, MessageId>;

export interface CreditedPerson {
  name: string;
  /** Their public page, if they have one. */
  href?: string;
  /** Their role in the team; none when the translator alone is credited. */
  role?: CreditRole;
}

export interface ChapterCreditsProps {
  /** The team the chapter is credited to, with its page. None: the translator alone. */
  team?: { name: string; href: string } | null;
  /** The people credited: the team's members then (role), or the translator alone (no role). */
  people: CreditedPerson[];
  /**
   * `inline`: one short line (a comic page's chapter row, the reader's bar); `block`: a small
   * titled section ("Credits") for the reader's end of chapter.
   */
  variant?: "inline" | "block";
  /** The block's heading level. */
  headingLevel?: 2 | 3;
}

/**
 * Who translated a chapter: its team (a link to the team's page) and the people credited, a
 * leader marked so; or the translator alone. Inline, one line: "Translated by Team · Huda Salem
 * (leader), Sami Otaibi". As a block, under "Credits": the team, then each person with their
 * role. Nothing when no one is credited.
 */
export function ChapterCredits({
  team,
  people,
  variant = "inline",
  headingLevel = 2,
}: ChapterCreditsProps) {
  const t = useT();
  const headingId = useId();
  if (!team && people.length === 0) return null;
  if (variant === "inline") {
    return (
      <p className={styles.inline}>
        {t("comics.chapters.translatedBy")}{" "}
        {team ? <Name name={team.name} href={team.href} /> : null}
        {team && people.length > 0 ? <Between /> : null}
        <People people={people} />
      </p>
    );
  }
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t("comics.team.credits")}
      </Heading>
      {team ? (
        <>
          <p className={styles.line}>
            {t("comics.chapters.translatedBy")} <Name name={team.name} href={team.href} />
          </p>
          {people.length > 0 ? (
            <ul className={styles.people}>
              {people.map((person) => (
                <li key={person.href ?? person.name} className={styles.person}>
                  <Name name={person.name} href={person.href} />
                  {person.role ? (
                    <Badge tone={person.role === "leader" ? "gold" : "outline"}>
                      {t(creditRoleLabels[person.role])}
                    </Badge>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className={styles.line}>
          {t("comics.chapters.translatedBy")} <People people={people} />
        </p>
      )}
    </section>
  );
}

/** A name in any language, isolated from the sentence around it; a link when it has a page. */
function Name({ name, href }: { name: string; href?: string | undefined }) {
  const isolated = <bdi>{name}</bdi>;
  return href ? <Link href={href}>{isolated}</Link> : isolated;
}

/** The dot between the team and its people; a comma to screen readers. */
function Between() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true" className={styles.dot}>
        {" · "}
      </span>
      <VisuallyHidden>{t("comics.team.separator")}</VisuallyHidden>
    </>
  );
}

/** "Huda Salem (leader), Sami Otaibi": the people in order, a leader marked. */
function People({ people }: { people: CreditedPerson[] }) {
  const t = useT();
  return people.map((person, index) => (
    <Fragment key={person.href ?? person.name}>
      {index > 0 ? t("comics.team.separator") : null}
      <Name name={person.name} href={person.href} />
      {person.role === "leader" ? ` ${t("comics.team.leaderNote")}` : null}
    </Fragment>
  ));
}
