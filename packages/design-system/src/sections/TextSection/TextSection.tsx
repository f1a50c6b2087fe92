import { Section, type SectionBaseProps } from "../shared/Section";
import * as styles from "./TextSection.css";

export interface TextSectionProps extends SectionBaseProps {
  /** Paragraphs of running text, already localized. */
  paragraphs: readonly string[];
}

/** A heading and paragraphs of running text, at a comfortable reading width. */
export function TextSection({ heading, id, tone, paragraphs }: TextSectionProps) {
  return (
    <Section heading={heading} id={id} tone={tone}>
      <div className={styles.paragraphs}>
        {paragraphs.map((paragraph, index) => (
          // Paragraphs have no id; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static copy, never reordered
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
    </Section>
  );
}
