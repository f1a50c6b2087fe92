import { useT } from "@rawafed/i18n";
import { type ReactNode, useId, useState } from "react";
import { Button } from "../../components/Button/Button";
import { button } from "../../components/Button/Button.css";
import { ArrowIcon } from "../../components/Icon";
import { Image } from "../../components/Image/Image";
import { Link } from "../../components/Link/Link";
import type { ComicStatus } from "../ComicCard/ComicCard";
import {
  type ComicGenre,
  directionLabel,
  genreLabel,
  type LocalizedName,
  languageLabel,
  type ReadingDirection,
  statusLabel,
} from "../comicMeta/comicMeta";
import { FollowToggle } from "../FollowToggle/FollowToggle";
import { LoginRequired } from "../LoginRequired/LoginRequired";
import { RatingStars } from "../RatingStars/RatingStars";
import { ReadMore } from "../ReadMore/ReadMore";
import { SaveToggle } from "../SaveToggle/SaveToggle";
import type { TranslationLanguage } from "../TranslatorCard/TranslatorCard";
import * as styles from "./ComicHeader.css";

export interface ComicHeaderProps {
  /** The series name as shown first (h1). */
  name: LocalizedName;
  /** The name in the translation language, when it differs. */
  translatedName?: LocalizedName;
  otherNames?: LocalizedName[];
  coverSrc: string;
  description: string;
  descriptionLang?: string;
  publisher?: { name: string; href: string };
  genres: { genre: ComicGenre; href: string }[];
  artist?: string;
  writer?: string;
  status: ComicStatus;
  direction: ReadingDirection;
  /** The original language's name, already localized (it may be any language). */
  originalLanguage?: string;
  translationLanguage?: TranslationLanguage;
  views: number;
  /** The Bayesian average (0 to 5) and how many readers rated. */
  rating: { average: number; count: number };
  /** The first chapter, or the one to continue. */
  readHref: string;
  /** The chapter the reader stopped at: the button then says "Continue chapter {n}". */
  continueChapter?: number;
  followers: number;
  signedIn: boolean;
  loginHref: string;
  saved?: boolean;
  onSavedChange?: (saved: boolean) => void;
  following?: boolean;
  onFollowingChange?: (following: boolean) => void;
  /** The reader's own rating control (e.g. the forms' StarRating), for a signed-in reader. */
  ratingInput?: ReactNode;
}

/** A visitor's "Rate this comic": pressing it asks to log in first. */
function RateAsVisitor({ loginHref }: { loginHref: string }) {
  const t = useT();
  const [asked, setAsked] = useState(false);
  const id = useId();
  return (
    <div className={styles.rateVisitor}>
      <Button
        variant="secondary"
        aria-describedby={asked ? id : undefined}
        onClick={() => setAsked(true)}
      >
        {t("comics.page.rate")}
      </Button>
      {asked ? <LoginRequired id={id} loginHref={loginHref} /> : null}
    </div>
  );
}

/** The top of a comic's page: cover, names, description, facts, rating and the reader's actions. */
export function ComicHeader(props: ComicHeaderProps) {
  const t = useT();
  const nameId = useId();
  const { name, translatedName, otherNames = [], rating, signedIn, loginHref } = props;
  const facts: [string, ReactNode][] = [];
  if (props.publisher)
    facts.push([
      t("comics.field.publisher"),
      <Link key="p" href={props.publisher.href}>
        <bdi>{props.publisher.name}</bdi>
      </Link>,
    ]);
  facts.push([
    t("comics.field.genre"),
    <ul key="g" className={styles.inlineList}>
      {props.genres.map(({ genre, href }) => (
        <li key={genre}>
          <Link href={href}>{t(genreLabel(genre))}</Link>
        </li>
      ))}
    </ul>,
  ]);
  if (props.artist) facts.push([t("comics.field.artist"), <bdi key="a">{props.artist}</bdi>]);
  if (props.writer) facts.push([t("comics.field.writer"), <bdi key="w">{props.writer}</bdi>]);
  facts.push([t("comics.field.status"), t(statusLabel(props.status))]);
  facts.push([t("comics.page.readingDirection"), t(directionLabel(props.direction))]);
  if (props.originalLanguage)
    facts.push([t("comics.page.originalLanguage"), props.originalLanguage]);
  if (props.translationLanguage)
    facts.push([
      t("comics.field.translationLanguage"),
      t(languageLabel(props.translationLanguage)),
    ]);
  facts.push([t("comics.field.views"), t("comics.count.views", { count: props.views })]);

  return (
    <header className={styles.header}>
      <Image
        src={props.coverSrc}
        alt={t("comics.card.cover", { name: name.name })}
        width={240}
        height={360}
        loading="eager"
        className={styles.cover}
      />
      <div className={styles.main}>
        <hgroup className={styles.names}>
          <h1 id={nameId} className={styles.title}>
            <bdi lang={name.lang}>{name.name}</bdi>
          </h1>
          {translatedName ? (
            <p className={styles.translated}>
              <bdi lang={translatedName.lang}>{translatedName.name}</bdi>
            </p>
          ) : null}
        </hgroup>
        {otherNames.length ? (
          <p className={styles.otherNames}>
            <span className={styles.otherLabel}>{t("comics.field.otherName")}</span>{" "}
            {otherNames.map((other, index) => (
              <span key={other.name}>
                {index ? " · " : null}
                <bdi lang={other.lang}>{other.name}</bdi>
              </span>
            ))}
          </p>
        ) : null}
        <div className={styles.rating}>
          <RatingStars value={rating.average} />
          <span>{t("comics.page.ratingSummary", rating)}</span>
        </div>
        <ReadMore lines={3}>
          <p lang={props.descriptionLang} dir="auto" className={styles.description}>
            {props.description}
          </p>
        </ReadMore>
        <dl className={styles.facts}>
          {facts.map(([term, detail]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.detail}>{detail}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          <Link
            href={props.readHref}
            className={`${button({ variant: "primary" })} ${styles.read}`}
          >
            {props.continueChapter === undefined
              ? t("comics.detail.startReading")
              : t("comics.page.continue", { number: props.continueChapter })}
            <ArrowIcon />
          </Link>
          <SaveToggle
            loggedIn={signedIn}
            loginHref={loginHref}
            pressed={props.saved}
            onPressedChange={props.onSavedChange}
            aria-describedby={nameId}
          />
          <div className={styles.follow}>
            <FollowToggle
              loggedIn={signedIn}
              loginHref={loginHref}
              pressed={props.following}
              onPressedChange={props.onFollowingChange}
              aria-describedby={nameId}
            />
            <span className={styles.followers}>
              {t("comics.count.followers", { count: props.followers })}
            </span>
          </div>
          <div className={styles.ownRating}>
            {signedIn ? props.ratingInput : <RateAsVisitor loginHref={loginHref} />}
          </div>
        </div>
      </div>
    </header>
  );
}
