import { useT } from "@rawafed/i18n";
import { useId, useState } from "react";
import { starPath } from "../../components/Icon";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import { LoginRequired } from "../LoginRequired/LoginRequired";
import * as styles from "./ProtectedStars.css";

export interface ProtectedStarsProps {
  /** The localized log-in page (coming back here), linked from the prompt. */
  loginHref: string;
}

const stars = [1, 2, 3, 4, 5] as const;

/**
 * A visitor's five stars, as Save and Follow are for a visitor: the control is there and works by
 * mouse and keyboard (a native radio group), and choosing a star asks to log in first instead of
 * rating. Nothing is sent; the star chosen stays lit so the choice is seen.
 */
export function ProtectedStars({ loginHref }: ProtectedStarsProps) {
  const t = useT();
  const id = useId();
  const [chosen, setChosen] = useState(0);
  const promptId = `${id}-login`;
  return (
    <div className={styles.root}>
      <fieldset className={styles.group} aria-describedby={chosen ? promptId : undefined}>
        <legend className={styles.legend}>{t("comics.page.yourRating")}</legend>
        <div className={styles.stars}>
          {stars.map((star) => (
            <span key={star}>
              <input
                id={`${id}-${star}`}
                className={styles.input}
                type="radio"
                name={id}
                value={star}
                checked={chosen === star}
                onChange={() => setChosen(star)}
              />
              <label htmlFor={`${id}-${star}`} className={styles.star}>
                <svg
                  className={star <= chosen ? `${styles.icon} ${styles.lit}` : styles.icon}
                  viewBox="0 0 24 24"
                  fill={star <= chosen ? "currentColor" : "none"}
                  stroke="currentColor"
                  strokeWidth="1.75"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d={starPath} />
                </svg>
                <VisuallyHidden>{t("form.rating.rate", { value: star })}</VisuallyHidden>
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      {chosen ? <LoginRequired id={promptId} loginHref={loginHref} /> : null}
    </div>
  );
}
