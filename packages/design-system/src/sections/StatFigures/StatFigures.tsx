import { Section, type SectionBaseProps } from "../shared/Section";
import * as styles from "./StatFigures.css";

export interface StatFigure {
  /** The figure as shown ("44,000", "149M", "40,000 m²"), already localized. */
  value: string;
  /** What it counts ("pallet positions"). */
  label: string;
}

export interface StatFiguresProps extends SectionBaseProps {
  items: readonly StatFigure[];
}

function columnsFor(count: number): 2 | 3 | 4 {
  if (count <= 2) return 2;
  if (count % 4 === 0) return 4;
  if (count % 3 === 0) return 3;
  return 4;
}

/** Key figures (the logistics park, the group): a list of large values with their labels. */
export function StatFigures({ heading, id, tone, items }: StatFiguresProps) {
  return (
    <Section heading={heading} id={id} tone={tone}>
      <ul className={`${styles.list} ${styles.columns[columnsFor(items.length)]}`}>
        {items.map((item) => (
          <li key={`${item.value}-${item.label}`} className={styles.item}>
            <span className={styles.value}>
              {/* bdi: a figure keeps its own direction inside the other language's text. */}
              <bdi>{item.value}</bdi>
            </span>
            <span className={styles.label}>{item.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
