import { Accordion } from "../../components/Accordion/Accordion";
import { RichText } from "../../components/RichText/RichText";
import { Section, type SectionBaseProps, useItemHeadingLevel } from "../shared/Section";
import { body } from "../shared/section.css";
import * as styles from "./FaqAccordion.css";

export interface FaqItem {
  question: string;
  answer: string;
  /** The answer as the server rendered it from a stored document; drawn instead of `answer`. */
  answerHtml?: string;
}

export interface FaqAccordionProps extends SectionBaseProps {
  items: readonly FaqItem[];
  /** Names the section when it has no heading. */
  label?: string;
  /** Questions expanded at first, by index. */
  defaultExpanded?: readonly number[];
}

function Questions({
  items,
  defaultExpanded = [],
}: Pick<FaqAccordionProps, "items" | "defaultExpanded">) {
  const level = useItemHeadingLevel();
  return (
    <Accordion
      headingLevel={level}
      defaultExpanded={defaultExpanded.map(String)}
      items={items.map((item) => ({
        title: item.question,
        content:
          item.answerHtml !== undefined ? (
            <RichText html={item.answerHtml} />
          ) : (
            <p className={body}>{item.answer}</p>
          ),
      }))}
    />
  );
}

/** Frequently asked questions: each question a heading with a button that shows its answer. */
export function FaqAccordion({
  heading,
  id,
  tone,
  items,
  label,
  defaultExpanded,
}: FaqAccordionProps) {
  return (
    <Section heading={heading} id={id} tone={tone} label={label}>
      <div className={styles.questions}>
        <Questions items={items} defaultExpanded={defaultExpanded} />
      </div>
    </Section>
  );
}
