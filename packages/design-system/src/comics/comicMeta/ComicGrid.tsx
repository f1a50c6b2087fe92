import { ComicCard, type ComicCardProps } from "../ComicCard/ComicCard";
import * as styles from "./ComicGrid.css";

export type ComicGridItem = Omit<ComicCardProps, "as">;

/** Comic cards in a responsive grid: a list, one card per item. */
export function ComicGrid({ comics, label }: { comics: ComicGridItem[]; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {comics.map((comic) => (
        <ComicCard key={comic.href} {...comic} as="li" />
      ))}
    </ul>
  );
}
