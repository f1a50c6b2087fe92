import { useT } from "@rawafed/i18n";
import { type ReactNode, useId } from "react";
import { Badge } from "../../components/Badge/Badge";
import { ProtectedStars } from "../ProtectedStars/ProtectedStars";
import { ProfileChapters } from "../profileParts/ProfileChapters";
import { ProfileAbout, ProfileHeader } from "../profileParts/ProfileHeader";
import * as profile from "../profileParts/profile.css";
import { RatingStars } from "../RatingStars/RatingStars";
import type { TranslationLanguage } from "../TranslatorCard/TranslatorCard";
import * as styles from "./TranslatorProfile.css";

export interface TranslatedChapter {
  id: string;
  comicName: string;
  chapterNumber: number;
  language: TranslationLanguage;
  /** When it was published, local time: `YYYY-MM-DDTHH:mm`. */
  publishedAt: string;
  /** The chapter's reader. */
  href: string;
}

export interface TranslatorProfileProps {
  name: string;
  /** A square portrait; without one, the initials. */
  photoSrc?: string | null;
  /** The level, already localized (e.g. "Professional"). */
  level: string;
  languages: TranslationLanguage[];
  /** The translator's own words (any language). */
  description: string;
  followers: number;
  /** The stars' Bayesian average (see `bayesianAverage`), 0 to 5, and how many rated. */
  rating: number;
  ratingCount: number;
  /** Averages, 0 to 5. */
  translationQuality: number;
  imageClarity: number;
  /** A signed-in reader gets the slots; a visitor the controls that ask to log in first. */
  signedIn: boolean;
  loginHref: string;
  /** The follow control (a FollowToggle), for a signed-in reader. */
  follow?: ReactNode;
  /** The reader's own rating form, for a signed-in reader. */
  ratingForm?: ReactNode;
  /** Newest first, as given. */
  chapters: TranslatedChapter[];
}

/**
 * A translator's page: photo (or initials), name, level, languages, followers and follow; about;
 * ratings (stars with their count, and meters of translation quality and image clarity); the
 * reader's own rating; and the translated chapters.
 */
export function TranslatorProfile(props: TranslatorProfileProps) {
  const t = useT();
  const id = useId();
  const { name, signedIn, loginHref } = props;
  return (
    <article className={profile.root} aria-labelledby={`${id}-name`}>
      <ProfileHeader
        nameId={`${id}-name`}
        name={name}
        photoSrc={props.photoSrc}
        photoAlt={t("comics.translator.photo", { name })}
        heading="h1"
        facts={
          <>
            <li>
              <Badge tone="gold">{props.level}</Badge>
            </li>
            {props.languages.map((language) => (
              <li key={language}>
                <Badge tone="outline">{t(`language.${language}`)}</Badge>
              </li>
            ))}
          </>
        }
        counts={t("comics.count.followers", { count: props.followers })}
        signedIn={signedIn}
        loginHref={loginHref}
        follow={props.follow}
      />
      <div className={styles.columns}>
        <ProfileAbout
          id={`${id}-about`}
          heading="h2"
          title={t("comics.translator.about")}
          description={props.description}
          className={styles.about}
        />
        <Ratings {...props} />
        <ProfileChapters
          chapters={props.chapters.map((chapter) => ({
            ...chapter,
            language: t(`language.${chapter.language}`),
          }))}
          heading="h2"
          className={styles.chapters}
        />
      </div>
    </article>
  );
}

function Ratings(props: TranslatorProfileProps) {
  const t = useT();
  const meters = [
    ["quality", "comics.field.translationQuality", props.translationQuality],
    ["clarity", "comics.field.imageClarity", props.imageClarity],
  ] as const;
  const score = (value: number) => Math.round(value * 10) / 10;
  const id = useId();
  return (
    <section className={`${profile.section} ${styles.ratings}`} aria-labelledby={`${id}-ratings`}>
      <h2 id={`${id}-ratings`} className={profile.heading}>
        {t("comics.translator.ratings")}
      </h2>
      <p className={styles.overall}>
        <RatingStars value={props.rating} className={styles.stars} />
        <span className={styles.average} aria-hidden="true">
          {score(props.rating)}
        </span>
        <span className={profile.followers}>
          {t("comics.count.ratings", { count: props.ratingCount })}
        </span>
      </p>
      <dl className={styles.meters}>
        {meters.map(([key, label, value]) => (
          <div key={key} className={styles.meterRow}>
            <dt id={`${id}-${key}`}>{t(label)}</dt>
            <dd className={styles.meterValue}>
              <meter
                aria-labelledby={`${id}-${key}`}
                min={0}
                max={5}
                value={score(value)}
                aria-valuetext={t("comics.rating.score", { value: score(value) })}
                className={styles.meter}
              />
              <span aria-hidden="true">{t("comics.rating.score", { value: score(value) })}</span>
            </dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.rateHeading}>{t("comics.translator.rate")}</h3>
      {props.signedIn ? props.ratingForm : <ProtectedStars loginHref={props.loginHref} />}
    </section>
  );
}

/**
 * The Bayesian average of star ratings: the mean pulled towards `prior` (the site's mean) by
 * `weight` imaginary ratings, so a few votes do not outrank many.
 */
export function bayesianAverage(sum: number, count: number, prior: number, weight: number): number {
  return count + weight === 0 ? 0 : (sum + prior * weight) / (count + weight);
}
