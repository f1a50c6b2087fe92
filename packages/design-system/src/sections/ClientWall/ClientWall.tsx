import { Section, type SectionBaseProps } from "../shared/Section";
import * as styles from "./ClientWall.css";

export interface ClientWallProps extends SectionBaseProps {
  /** Client names, already localized. */
  items: readonly string[];
}

/** The companies that trust the group: a list of name tiles (no logos to load). */
export function ClientWall({ heading, id, tone = "muted", items }: ClientWallProps) {
  return (
    <Section heading={heading} id={id} tone={tone}>
      <ul className={styles.wall}>
        {items.map((client) => (
          <li key={client} className={styles.tile}>
            {client}
          </li>
        ))}
      </ul>
    </Section>
  );
}
