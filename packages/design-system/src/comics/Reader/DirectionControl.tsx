import { useT } from "@rawafed/i18n";
import { useId } from "react";
import { visuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden.css";
import * as styles from "./Reader.css";
import { type ReadingDirection, readingDirections } from "./types";

export interface DirectionControlProps {
  value: ReadingDirection;
  onChange: (direction: ReadingDirection) => void;
}

/** "Right to left", "Left to right", "Vertical": native radios (arrow keys move the choice). */
export function DirectionControl({ value, onChange }: DirectionControlProps) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className={styles.segmented}>
      <legend className={visuallyHidden}>{t("comics.reader.direction")}</legend>
      {readingDirections.map((direction) => (
        <label key={direction} className={styles.segment}>
          <input
            type="radio"
            name={name}
            value={direction}
            checked={value === direction}
            onChange={() => onChange(direction)}
            className={styles.segmentInput}
          />
          <span className={styles.segmentText}>{t(`comics.reader.direction.${direction}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
