import { useDirection } from "@radix-ui/react-direction";
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import * as styles from "./Tabs.css";

export interface TabItem {
  /** A stable id. */
  id: string;
  /** The tab's label, already localized. */
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list (what the tabs switch between). */
  label: string;
  /** The id of the tab selected at first; the first tab by default. */
  defaultSelected?: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop for the list; Arrow keys move
 * along the reading direction (Arrow Left goes forward in rtl), Home and End jump to the ends.
 */
export function Tabs({ items, label, defaultSelected }: TabsProps) {
  const baseId = useId();
  const direction = useDirection();
  // An id that names no tab falls back to the first, so one tab is always selected and tabbable.
  const [chosen, setSelected] = useState(defaultSelected);
  const selected = items.some((item) => item.id === chosen) ? chosen : items[0]?.id;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    setSelected(item.id);
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = items.length;
    const forward = direction === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = direction === "rtl" ? "ArrowRight" : "ArrowLeft";
    const target =
      event.key === forward
        ? (index + 1) % count
        : event.key === backward
          ? (index - 1 + count) % count
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? count - 1
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the panel is a tab stop (WAI-ARIA tabs)
          tabIndex={0}
          hidden={item.id !== selected}
          className={styles.panel}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
