// Doc blocks of the design system's own, used by every component's docs page (`Component.mdx`).
import { Story } from "@storybook/addon-docs/blocks";
import type { CSSProperties } from "react";
import type { ModuleExport } from "storybook/internal/types";

// Plain style objects: the docs' own few rules, logical as the system's.
const styles = {
  directions: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
    gap: "1rem",
    marginBlock: "1rem",
  },
  direction: {
    margin: 0,
    minInlineSize: 0,
    border: "1px solid #d5d9de",
    borderRadius: 8,
    padding: "0.75rem",
    overflow: "auto",
  },
  caption: { fontSize: "0.875rem", fontWeight: 600, color: "#3b4350", marginBlockEnd: "0.5rem" },
} satisfies Record<string, CSSProperties>;

export interface DirectionsProps {
  /** A story drawn in English (`globals: { locale: "en" }`). */
  en: ModuleExport;
  /** The same story drawn in Arabic (`globals: { locale: "ar" }`). */
  ar: ModuleExport;
}

/**
 * One component in both directions, side by side (one above the other on a narrow window): how it
 * mirrors is read off the page, not only by switching the toolbar's locale.
 */
export function Directions({ en, ar }: DirectionsProps) {
  return (
    <div style={styles.directions}>
      <figure style={styles.direction}>
        <figcaption style={styles.caption}>English, left to right</figcaption>
        <Story of={en} />
      </figure>
      <figure style={styles.direction}>
        <figcaption style={styles.caption}>Arabic, right to left</figcaption>
        <Story of={ar} />
      </figure>
    </div>
  );
}
