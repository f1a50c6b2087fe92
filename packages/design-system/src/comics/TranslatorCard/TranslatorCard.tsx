import { useT } from "@rawafed/i18n";
import type { ReactNode } from "react";
import { Badge } from "../../components/Badge/Badge";
import { Card } from "../../components/Card/Card";
import { Image } from "../../components/Image/Image";
import { ItemHeading } from "../../sections/shared/Section";
import { RatingStars } from "../RatingStars/RatingStars";
import * as styles from "./TranslatorCard.css";

/** The translation languages of the spec, named through the `language.*` catalog ids. */
export type TranslationLanguage =
  | "english"
  | "arabic"
  | "chinese"
  | "hindi"
  | "italian"
  | "spanish"
  | "russian"
  | "turkish"
  | "french"
  | "german";

export interface TranslatorCardProps {
  /** The translator's name. */
  name: string;
  /** A portrait (square); optional. */
  photoSrc?: string;
  /** The level, already localized (e.g. "Professional"). */
  level: string;
  languages: TranslationLanguage[];
  /** Each 0 to 5. */
  rating: number;
  translationQuality: number;
  imageClarity: number;
  followers: number;
  /** The follow control (a `FollowToggle`), placed at the end of the card. */
  action?: ReactNode;
  /** `li` inside a list, `article` on its own (the default). */
  as?: "li" | "article" | "div";
}

/**
 * A translator: name, level, languages, ratings (overall, translation quality, image clarity),
 * followers and a follow slot.
 */
export function TranslatorCard({
  name,
  photoSrc,
  level,
  languages,
  rating,
  translationQuality,
  imageClarity,
  followers,
  action,
  as = "article",
}: TranslatorCardProps) {
  const t = useT();
  const scores = [
    ["comics.field.rating", rating],
    ["comics.field.translationQuality", translationQuality],
    ["comics.field.imageClarity", imageClarity],
  ] as const;
  return (
    <Card as={as}>
      <div className={styles.header}>
        {photoSrc ? (
          <Image
            src={photoSrc}
            alt={t("comics.translator.photo", { name })}
            width={64}
            height={64}
            className={styles.photo}
          />
        ) : null}
        <div className={styles.identity}>
          <ItemHeading className={styles.name}>
            <bdi>{name}</bdi>
          </ItemHeading>
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.row}>
          <dt className={styles.term}>{t("comics.field.level")}</dt>
          <dd className={styles.detail}>
            <Badge tone="gold">{level}</Badge>
          </dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>{t("comics.field.languages")}</dt>
          <dd className={styles.detail}>
            <ul className={styles.languages}>
              {languages.map((language) => (
                <li key={language}>
                  <Badge tone="outline">{t(`language.${language}`)}</Badge>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {scores.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.term}>{t(label)}</dt>
            <dd className={styles.detail}>
              <RatingStars value={value} />
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.footer}>
        <p className={styles.followers}>{t("comics.count.followers", { count: followers })}</p>
        {action}
      </div>
    </Card>
  );
}
