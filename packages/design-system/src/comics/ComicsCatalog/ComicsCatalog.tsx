import { useT } from "@rawafed/i18n";
import type { ComicGridItem } from "../comicMeta/ComicGrid";
import { PartSection } from "../comicMeta/PartSection";
import { type GenreLink, GenreList } from "../GenreList/GenreList";
import { type LatestChapter, LatestChapters } from "../LatestChapters/LatestChapters";
import { PopularComics } from "../PopularComics/PopularComics";
import * as styles from "./ComicsCatalog.css";

export interface ComicsCatalogProps {
  latest: LatestChapter[];
  popular: ComicGridItem[];
  genres: GenreLink[];
}

/**
 * The catalog's body under the page's h1: latest chapters and genres side by side on wide
 * screens, popular comics below; each part is a section with its h2.
 */
export function ComicsCatalog({ latest, popular, genres }: ComicsCatalogProps) {
  const t = useT();
  return (
    <div className={styles.catalog}>
      <PartSection heading={t("comics.catalog.latest")} className={styles.latest}>
        <LatestChapters chapters={latest} />
      </PartSection>
      <PartSection heading={t("comics.catalog.genres")} className={styles.genres}>
        <GenreList genres={genres} />
      </PartSection>
      <PartSection heading={t("comics.catalog.popular")} className={styles.popular}>
        <PopularComics comics={popular} />
      </PartSection>
    </div>
  );
}
