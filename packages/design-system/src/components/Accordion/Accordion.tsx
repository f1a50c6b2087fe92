import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { ChevronDownIcon } from "../Icon";
import * as styles from "./Accordion.css";

export interface AccordionItem {
  /** Stable key; defaults to the item's index. */
  id?: string;
  /** The header text (a button inside a heading). */
  title: ReactNode;
  /** The panel content, shown when the item is expanded. */
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The level of each item's heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Several panels open at once (default) or only one. */
  multiple?: boolean;
  /** Ids (or indexes as strings) of the items expanded at first. */
  defaultExpanded?: readonly string[];
  className?: string;
}

/**
 * Disclosure headers (WAI-ARIA accordion pattern): each header is a button with `aria-expanded`
 * that controls a labelled region. Enter and Space toggle; Arrow Up/Down, Home and End move
 * between headers.
 */
export function Accordion({
  items,
  headingLevel = 3,
  multiple = true,
  defaultExpanded = [],
  className,
}: AccordionProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpanded));
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  // A named region per panel helps navigation, but not when there are many (WAI-ARIA APG).
  const asRegions = items.length <= 6;
  const Panel = asRegions ? "section" : "div";
  const keyOf = (item: AccordionItem, index: number) => item.id ?? String(index);

  const toggle = (key: string) => {
    setExpanded((current) => {
      const next = new Set(multiple ? current : []);
      if (current.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = items.length;
    const target = {
      ArrowDown: (index + 1) % count,
      ArrowUp: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  return (
    <div className={[styles.accordion, className].filter(Boolean).join(" ")}>
      {items.map((item, index) => {
        const key = keyOf(item, index);
        const isOpen = expanded.has(key);
        const triggerId = `${baseId}-trigger-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={key} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                ref={(node) => {
                  triggers.current[index] = node;
                }}
                id={triggerId}
                type="button"
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(key)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon className={styles.chevron} />
              </button>
            </Heading>
            <Panel
              id={panelId}
              aria-labelledby={asRegions ? triggerId : undefined}
              className={styles.panel}
              hidden={!isOpen}
            >
              {item.content}
            </Panel>
          </div>
        );
      })}
    </div>
  );
}
