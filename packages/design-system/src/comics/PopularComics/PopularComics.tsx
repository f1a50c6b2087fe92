import { ComicGrid, type ComicGridItem } from "../comicMeta/ComicGrid";

export interface PopularComicsProps {
  comics: ComicGridItem[];
  /** Names the list when no heading sits above it. */
  label?: string;
}

/** The most read comics: a grid of comic cards. */
export function PopularComics({ comics, label }: PopularComicsProps) {
  return <ComicGrid comics={comics} label={label} />;
}
