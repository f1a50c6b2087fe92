import { useT } from "@rawafed/i18n";
import { useId } from "react";
import { Badge } from "../../components/Badge/Badge";
import { Link } from "../../components/Link/Link";
import * as parts from "../accountParts/parts.css";
import { useFormatDateTime } from "../shared/dateTime";
import * as profile from "./profile.css";

export interface ProfileChapter {
  id: string;
  comicName: string;
  chapterNumber: number;
  /** The chapter's own title, when it has one. */
  title?: string;
  /** Its language's name, already localized. */
  language: string;
  /** When it was published, local time: `YYYY-MM-DDTHH:mm`. */
  publishedAt: string;
  /** The chapter's reader. */
  href: string;
}

/**
 * A profile's chapters (a translator's, a team's), newest first as given: each links to its
 * reader, with its language and date; word that there are none yet.
 */
export function ProfileChapters({
  chapters,
  heading: Heading,
  className,
}: {
  chapters: ProfileChapter[];
  heading: "h2" | "h3";
  /** Where the profile's grid places it. */
  className: string;
}) {
  const t = useT();
  const format = useFormatDateTime();
  const id = useId();
  return (
    <section className={`${profile.section} ${className}`} aria-labelledby={id}>
      <Heading id={id} className={profile.heading}>
        {t("comics.translator.works")}
      </Heading>
      {chapters.length === 0 ? (
        <p className={parts.empty}>{t("comics.translator.noWorks")}</p>
      ) : (
        <ul className={parts.rows}>
          {chapters.map((chapter) => (
            <li key={chapter.id} className={profile.chapter}>
              <Link bare href={chapter.href} className={`${parts.title} ${parts.titleLink}`}>
                <bdi>{chapter.comicName}</bdi>
                <span aria-hidden="true" className={parts.dot}>
                  {" • "}
                </span>
                {t("comics.reader.chapter", { number: chapter.chapterNumber })}
                {chapter.title ? (
                  <>
                    <span aria-hidden="true" className={parts.dot}>
                      {" • "}
                    </span>
                    <bdi>{chapter.title}</bdi>
                  </>
                ) : null}
              </Link>
              <span className={parts.meta}>
                <Badge tone="outline">{chapter.language}</Badge>
                <time dateTime={chapter.publishedAt}>{format(chapter.publishedAt).date}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
