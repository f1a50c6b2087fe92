import { type PickedImage, RichTextEditor } from "@rawafed/design-system/studio";
import { isAllowedHref, isAllowedImageSrc, type RichTextDocument } from "../../schemas/richText";
import {
  describedBy,
  FieldError,
  FieldHint,
  FieldLabel,
  type FieldTextProps,
} from "../shared/FieldParts";
import * as fieldStyles from "../shared/field.css";
import * as styles from "./RichTextField.css";

export interface RichTextFieldProps extends FieldTextProps {
  /** The document (the editor's JSON, as `checkRichText` accepts it). */
  value: RichTextDocument;
  onChange: (document: RichTextDocument) => void;
  /** Leaving the text: the form checks the field then. */
  onBlur?: () => void;
  /** The language of the text (not the interface's): its direction and its `lang`. */
  language: "en" | "ar";
  /** Opens the media library; without it, no image button. */
  onPickImage?: () => Promise<PickedImage | null>;
  readOnly?: boolean;
}

export const labelId = (id: string) => `${id}-label`;

/**
 * A rich-text field: its label names the editable text and its toolbar, its hint and error
 * describe it, and a new error is announced (the text itself is never interrupted). Links and
 * pasted pictures are held to what the server accepts (`isAllowedHref`, `isAllowedImageSrc`).
 */
export function RichTextField({
  id,
  label,
  labelValues,
  hint,
  hintValues,
  error,
  errorValues,
  required,
  value,
  onChange,
  onBlur,
  language,
  onPickImage,
  readOnly,
}: RichTextFieldProps) {
  return (
    <div className={`${fieldStyles.field} ${styles.field}`}>
      <FieldLabel id={labelId(id)} label={label} labelValues={labelValues} required={required} />
      <FieldHint id={id} hint={hint} values={hintValues} />
      <div aria-live="polite">
        <FieldError id={id} error={error} values={errorValues} />
      </div>
      <RichTextEditor
        id={id}
        value={value}
        onChange={(document) => onChange(document as RichTextDocument)}
        onBlur={onBlur}
        language={language}
        labelledBy={labelId(id)}
        describedBy={describedBy({ id, hint, error })}
        invalid={Boolean(error)}
        required={required}
        onPickImage={onPickImage}
        isAllowedHref={isAllowedHref}
        isAllowedImageSrc={isAllowedImageSrc}
        readOnly={readOnly}
      />
    </div>
  );
}
