import { useT } from "@rawafed/i18n";
import { useId } from "react";
import { Button } from "../../components/Button/Button";
import { Link } from "../../components/Link/Link";
import { AccountList } from "../accountParts/AccountList";
import * as parts from "../accountParts/parts.css";
import { useRemovals } from "../accountParts/useRemovals";
import { ComicCard, type ComicCardProps } from "../ComicCard/ComicCard";
import * as styles from "./SavedList.css";

export interface SavedComic extends Omit<ComicCardProps, "as"> {
  id: string;
}

export interface SavedChapter {
  id: string;
  comicName: string;
  coverSrc: string;
  chapterNumber: number;
  chapterTitle?: string;
  /** The chapter's reader. */
  href: string;
}

export interface SavedListProps {
  comics: SavedComic[];
  chapters: SavedChapter[];
  /** Told which comic or chapter the reader unsaved (hidden at once). */
  onUnsave: (kind: "comic" | "chapter", id: string) => void;
  /** The page's heading level ("Saved"); the groups' are one below. */
  headingLevel?: 1 | 2;
}

/**
 * The account's saved items: comics as cards, then chapters as rows, each with "Remove".
 * Removals are announced politely and the focus moves to the next item.
 */
export function SavedList({ comics, chapters, onUnsave, headingLevel = 1 }: SavedListProps) {
  const t = useT();
  const comicsId = useId();
  const chaptersId = useId();
  const list = useRemovals([
    ...comics.map((comic) => `comic:${comic.id}`),
    ...chapters.map((chapter) => `chapter:${chapter.id}`),
  ]);
  const shownComics = comics.filter((comic) => list.isShown(`comic:${comic.id}`));
  const shownChapters = chapters.filter((chapter) => list.isShown(`chapter:${chapter.id}`));
  const Subheading = `h${headingLevel + 1}` as "h2" | "h3";
  const unsave = (kind: "comic" | "chapter", id: string, name: string) => {
    list.remove(`${kind}:${id}`, t("comics.saved.removed", { name }));
    onUnsave(kind, id);
  };

  return (
    <AccountList
      heading={t("comics.account.saved")}
      headingLevel={headingLevel}
      announcement={list.announcement}
      empty={list.count === 0 ? t("comics.saved.empty") : null}
      rootRef={list.root}
      headingRef={list.heading}
    >
      {shownComics.length > 0 ? (
        <section className={parts.group} aria-labelledby={comicsId}>
          <Subheading id={comicsId} className={parts.subheading}>
            {t("comics.saved.comics")}
          </Subheading>
          <ul className={styles.grid}>
            {shownComics.map(({ id, ...comic }) => (
              <li key={id} className={styles.cell} data-row={`comic:${id}`}>
                <ComicCard {...comic} as="div" />
                {/* What "Remove" removes, for its description (hidden text still describes). */}
                <span id={`${comicsId}-${id}`} hidden>
                  {comic.name}
                </span>
                <Button
                  variant="secondary"
                  size="small"
                  aria-describedby={`${comicsId}-${id}`}
                  data-refocus
                  onClick={() => unsave("comic", id, comic.name)}
                >
                  {t("comics.saved.remove")}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {shownChapters.length > 0 ? (
        <section className={parts.group} aria-labelledby={chaptersId}>
          <Subheading id={chaptersId} className={parts.subheading}>
            {t("comics.saved.chapters")}
          </Subheading>
          <ul className={parts.rows}>
            {shownChapters.map((chapter) => (
              <li key={chapter.id} className={parts.row} data-row={`chapter:${chapter.id}`}>
                <img
                  className={`${parts.rowThumb} ${parts.cover}`}
                  src={chapter.coverSrc}
                  alt=""
                  width={56}
                  height={84}
                  loading="lazy"
                />
                <div className={parts.rowBody}>
                  <p className={parts.title}>
                    <Link
                      bare
                      id={`${chaptersId}-${chapter.id}`}
                      href={chapter.href}
                      className={parts.titleLink}
                    >
                      <bdi>{chapter.comicName}</bdi>
                      <span aria-hidden="true" className={parts.dot}>
                        {" • "}
                      </span>
                      {t("comics.reader.chapter", { number: chapter.chapterNumber })}
                    </Link>
                  </p>
                  {chapter.chapterTitle ? (
                    <p className={parts.meta}>
                      <bdi>{chapter.chapterTitle}</bdi>
                    </p>
                  ) : null}
                </div>
                <div className={parts.rowActions}>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-describedby={`${chaptersId}-${chapter.id}`}
                    data-refocus
                    onClick={() => unsave("chapter", chapter.id, chapter.comicName)}
                  >
                    {t("comics.saved.remove")}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </AccountList>
  );
}
