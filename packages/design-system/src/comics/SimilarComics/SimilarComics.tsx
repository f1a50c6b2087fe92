import { useT } from "@rawafed/i18n";
import { ComicGrid, type ComicGridItem } from "../comicMeta/ComicGrid";
import { PartSection } from "../comicMeta/PartSection";

export interface SimilarComicsProps {
  comics: ComicGridItem[];
}

/** "Similar comics" under an h2: a grid of comic cards. Nothing when there are none. */
export function SimilarComics({ comics }: SimilarComicsProps) {
  const t = useT();
  if (comics.length === 0) return null;
  return (
    <PartSection heading={t("comics.detail.similar")}>
      <ComicGrid comics={comics} />
    </PartSection>
  );
}
