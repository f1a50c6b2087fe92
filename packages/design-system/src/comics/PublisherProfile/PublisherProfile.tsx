import { useT } from "@rawafed/i18n";
import { type ReactNode, useId } from "react";
import { Avatar } from "../accountParts/Avatar";
import * as parts from "../accountParts/parts.css";
import { ComicCard, type ComicCardProps } from "../ComicCard/ComicCard";
import { FollowToggle } from "../FollowToggle/FollowToggle";
import * as profile from "../profileParts/profile.css";
import { localDateTime } from "../shared/dateTime";
import * as styles from "./PublisherProfile.css";

export interface PublisherProfileProps {
  name: string;
  /** A logo; without one, the initials. */
  logoSrc?: string | null;
  /** The country's name, already localized. */
  country: string;
  /** When it was founded: `YYYY-MM-DD`. */
  founded: string;
  seriesCount: number;
  followers: number;
  /** The publisher's own words (any language). */
  description: string;
  /** A signed-in reader gets the follow slot; a visitor the log-in prompt. */
  signedIn: boolean;
  loginHref: string;
  follow?: ReactNode;
  /** Their comics, as cards. */
  comics: (Omit<ComicCardProps, "as"> & { id: string })[];
}

/**
 * A publisher's page: logo (or initials), name, country, founding date, number of series,
 * followers and follow; about; and their comics as a grid of cards.
 */
export function PublisherProfile(props: PublisherProfileProps) {
  const t = useT();
  const id = useId();
  const { name } = props;
  const facts = [
    ["comics.field.country", props.country],
    [
      "comics.publisher.founded",
      <time key="founded" dateTime={props.founded}>
        {t("section.date", { date: localDateTime(props.founded) })}
      </time>,
    ],
    ["comics.field.seriesCount", t("comics.count.series", { count: props.seriesCount })],
  ] as const;
  return (
    <article className={profile.root} aria-labelledby={`${id}-name`}>
      <header className={profile.header}>
        <Avatar name={name} photoSrc={props.logoSrc} alt="" size="large" />
        <div className={profile.identity}>
          <h1 id={`${id}-name`} className={profile.name}>
            <bdi>{name}</bdi>
          </h1>
          <dl className={styles.facts}>
            {facts.map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt className={styles.term}>{t(label)}</dt>
                <dd className={styles.detail}>{value}</dd>
              </div>
            ))}
          </dl>
          <div className={profile.follow}>
            <p className={profile.followers}>
              {t("comics.count.followers", { count: props.followers })}
            </p>
            {props.signedIn ? (
              props.follow
            ) : (
              <FollowToggle loggedIn={false} loginHref={props.loginHref} />
            )}
          </div>
        </div>
      </header>
      <section className={profile.section} aria-labelledby={`${id}-about`}>
        <h2 id={`${id}-about`} className={profile.heading}>
          {t("comics.publisher.about")}
        </h2>
        <p dir="auto" className={profile.description}>
          {props.description}
        </p>
      </section>
      <section className={profile.section} aria-labelledby={`${id}-series`}>
        <h2 id={`${id}-series`} className={profile.heading}>
          {t("comics.publisher.series")}
        </h2>
        {props.comics.length === 0 ? (
          <p className={parts.empty}>{t("comics.publisher.noSeries")}</p>
        ) : (
          <ul className={styles.grid}>
            {props.comics.map(({ id: comicId, ...comic }) => (
              <ComicCard key={comicId} {...comic} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
