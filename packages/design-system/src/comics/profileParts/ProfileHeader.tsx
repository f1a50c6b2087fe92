import { useT } from "@rawafed/i18n";
import type { ReactNode } from "react";
import { Avatar } from "../accountParts/Avatar";
import { FollowToggle } from "../FollowToggle/FollowToggle";
import * as profile from "./profile.css";

/**
 * A profile's header (a translator's, a team's): the portrait (or initials), the name, the facts
 * (badges, as list items, under the languages' label), what is counted, and follow: the caller's
 * control for a signed-in reader, one that asks a visitor to log in first.
 */
export function ProfileHeader(props: {
  /** The name's id: the profile's article is labelled by it. */
  nameId: string;
  name: string;
  photoSrc?: string | null;
  photoAlt: string;
  heading: "h1" | "h2";
  /** `<li>`s; no list when left out. */
  facts?: ReactNode;
  /** The counts' line (followers, members). */
  counts: ReactNode;
  signedIn: boolean;
  loginHref: string;
  follow?: ReactNode;
}) {
  const t = useT();
  const Heading = props.heading;
  return (
    <header className={profile.header}>
      <Avatar name={props.name} photoSrc={props.photoSrc} alt={props.photoAlt} size="large" />
      <div className={profile.identity}>
        <Heading id={props.nameId} className={profile.name}>
          <bdi>{props.name}</bdi>
        </Heading>
        {props.facts ? (
          <ul className={profile.facts} aria-label={t("comics.field.languages")}>
            {props.facts}
          </ul>
        ) : null}
        <div className={profile.follow}>
          <p className={profile.followers}>{props.counts}</p>
          {props.signedIn ? (
            props.follow
          ) : (
            <FollowToggle loggedIn={false} loginHref={props.loginHref} />
          )}
        </div>
      </div>
    </header>
  );
}

/** A profile's "About" section: its own words, in whatever language they were written. */
export function ProfileAbout(props: {
  id: string;
  heading: "h2" | "h3";
  title: string;
  description: string;
  className?: string;
}) {
  const Heading = props.heading;
  return (
    <section className={`${profile.section} ${props.className ?? ""}`} aria-labelledby={props.id}>
      <Heading id={props.id} className={profile.heading}>
        {props.title}
      </Heading>
      <p dir="auto" className={profile.description}>
        {props.description}
      </p>
    </section>
  );
}
