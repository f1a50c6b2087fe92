import { useT } from "@rawafed/i18n";
import type { CSSProperties } from "react";
import { starPath } from "../../components/Icon";
import * as styles from "./RatingStars.css";

export interface RatingStarsProps {
  /** The rating, from 0 to 5; fractions fill a star partly (rounded to a tenth). */
  value: number;
  className?: string;
}

const MAX = 5;
/** `fill` is a `var(--…)` reference; inline styles need the bare property name. */
const fillProperty = styles.fill.replace(/^var\(([^,)]+).*$/, "$1");

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      className={styles.svg}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      strokeWidth={1.5}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={starPath} />
    </svg>
  );
}

/**
 * A read-only rating: five stars, partly filled for fractions, exposed as one image named
 * "4.5 out of 5 stars".
 */
export function RatingStars({ value, className }: RatingStarsProps) {
  const t = useT();
  const rounded = Math.round(Math.min(MAX, Math.max(0, value)) * 10) / 10;
  const label = t("comics.rating.value", { value: rounded });
  return (
    <span
      role="img"
      aria-label={label}
      className={[styles.stars, className].filter(Boolean).join(" ")}
    >
      {Array.from({ length: MAX }, (_, index) => {
        const portion = Math.min(1, Math.max(0, rounded - index));
        const style = { [fillProperty]: `${portion * 100}%` } as CSSProperties;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          <span key={index} className={styles.star}>
            <span className={styles.empty}>
              <Star filled={false} />
            </span>
            <span className={styles.filled} style={style}>
              <Star filled />
            </span>
          </span>
        );
      })}
    </span>
  );
}
