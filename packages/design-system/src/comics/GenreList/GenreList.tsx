import { useT } from "@rawafed/i18n";
import { Link } from "../../components/Link/Link";
import { type ComicGenre, genreLabel } from "../comicMeta/comicMeta";
import * as styles from "./GenreList.css";

export interface GenreLink {
  genre: ComicGenre;
  /** How many published comics have it. */
  count: number;
  /** Search results for this genre. */
  href: string;
}

export interface GenreListProps {
  genres: GenreLink[];
  /** Names the list when no heading sits above it. */
  label?: string;
}

/** Genres as links to their search results, each with its number of comics. */
export function GenreList({ genres, label }: GenreListProps) {
  const t = useT();
  return (
    <ul className={styles.list} aria-label={label}>
      {genres.map(({ genre, count, href }) => (
        <li key={genre}>
          <Link bare href={href} className={styles.link}>
            <span className={styles.name}>{t(genreLabel(genre))}</span>
            <span className={styles.count}>{t("comics.catalog.genreCount", { count })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
