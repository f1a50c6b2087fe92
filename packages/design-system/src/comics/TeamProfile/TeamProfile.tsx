import { useT } from "@rawafed/i18n";
import { type ReactNode, useId } from "react";
import { Badge } from "../../components/Badge/Badge";
import { Link } from "../../components/Link/Link";
import { Avatar } from "../accountParts/Avatar";
import * as parts from "../accountParts/parts.css";
import { type CreditRole, creditRoleLabels } from "../ChapterCredits/ChapterCredits";
import { type ProfileChapter, ProfileChapters } from "../profileParts/ProfileChapters";
import { ProfileAbout, ProfileHeader } from "../profileParts/ProfileHeader";
import * as profile from "../profileParts/profile.css";
import * as styles from "./TeamProfile.css";

export interface TeamProfileMember {
  id: string;
  name: string;
  /** Their translator's page, if they have one. */
  href?: string;
  /** A square portrait; without one, the initials. */
  photoSrc?: string | null;
  role: CreditRole;
}

/** A chapter credited to the team (its language already localized). */
export type TeamProfileChapter = ProfileChapter;

export interface TeamProfileProps {
  name: string;
  /** The team's own words (any language); the section is left out when empty. */
  description: string;
  /** The languages it translates into, each already as its localized name. */
  languages: string[];
  /** In the order to show (leaders first is the caller's). */
  members: TeamProfileMember[];
  followers: number;
  /** A signed-in reader gets the follow slot; a visitor the control that asks to log in first. */
  signedIn: boolean;
  loginHref: string;
  /** The follow control (a FollowToggle), for a signed-in reader. */
  follow?: ReactNode;
  /** Its credited chapters, newest first. */
  chapters: TeamProfileChapter[];
  /** The team's name's level; its sections' headings are one below. */
  headingLevel?: 1 | 2;
}

/**
 * A translator team's page: its name, languages, members and followers, and follow; about; its
 * members, each with their photo (or initials) and role; and the chapters credited to it.
 */
export function TeamProfile(props: TeamProfileProps) {
  const t = useT();
  const id = useId();
  const { name, signedIn, loginHref, headingLevel = 1 } = props;
  const Heading = `h${headingLevel}` as "h1" | "h2";
  const Sub = `h${headingLevel + 1}` as "h2" | "h3";
  const about = props.description.trim() !== "";
  return (
    <article className={profile.root} aria-labelledby={`${id}-name`}>
      <ProfileHeader
        nameId={`${id}-name`}
        name={name}
        photoAlt=""
        heading={Heading}
        facts={
          props.languages.length > 0
            ? props.languages.map((language) => (
                <li key={language}>
                  <Badge tone="outline">{language}</Badge>
                </li>
              ))
            : undefined
        }
        counts={
          <>
            {t("comics.team.memberCount", { count: props.members.length })}
            <span aria-hidden="true" className={parts.dot}>
              {" • "}
            </span>
            {t("comics.count.followers", { count: props.followers })}
          </>
        }
        signedIn={signedIn}
        loginHref={loginHref}
        follow={props.follow}
      />
      <div className={about ? styles.columns : `${styles.columns} ${styles.withoutAbout}`}>
        {about ? (
          <ProfileAbout
            id={`${id}-about`}
            heading={Sub}
            title={t("comics.team.about")}
            description={props.description}
            className={styles.about}
          />
        ) : null}
        <Members members={props.members} Sub={Sub} />
        <ProfileChapters chapters={props.chapters} heading={Sub} className={styles.chapters} />
      </div>
    </article>
  );
}

function Members({ members, Sub }: { members: TeamProfileMember[]; Sub: "h2" | "h3" }) {
  const t = useT();
  const id = useId();
  return (
    <section className={`${profile.section} ${styles.members}`} aria-labelledby={id}>
      <Sub id={id} className={profile.heading}>
        {t("comics.team.members")}
      </Sub>
      <ul className={styles.memberList}>
        {members.map((member) => (
          <li key={member.id} className={styles.member}>
            <Avatar name={member.name} photoSrc={member.photoSrc} alt="" size="small" />
            <span className={styles.memberName}>
              {member.href ? (
                <Link bare href={member.href} className={`${parts.title} ${parts.titleLink}`}>
                  <bdi>{member.name}</bdi>
                </Link>
              ) : (
                <bdi className={parts.title}>{member.name}</bdi>
              )}
              <Badge tone={member.role === "leader" ? "gold" : "outline"}>
                {t(creditRoleLabels[member.role])}
              </Badge>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
