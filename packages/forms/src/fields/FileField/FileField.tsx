import { useT } from "@rawafed/i18n";
import { type DragEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { type FileLike, fileExtension, imageExtensions } from "../../rules/rules";
import {
  describedBy,
  FieldError,
  FieldHint,
  FieldLabel,
  type FieldTextProps,
} from "../shared/FieldParts";
import * as fieldStyles from "../shared/field.css";
import { useHydrated } from "../shared/useHydrated";
import * as styles from "./FileField.css";

export interface FileFieldProps extends FieldTextProps {
  /** The chosen file, or `null`. */
  value: FileLike | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  /** Accepted extensions without the dot (`["pdf", "docx"]`): the picker's filter and the hint. */
  extensions: readonly string[];
  /** The largest accepted size, shown in the hint. */
  maxBytes: number;
  name?: string;
  disabled?: boolean;
  /** The "choose a file" button, which the error summary links to. */
  ref?: Ref<HTMLButtonElement>;
}

const MB = 1024 * 1024;

const mimeTypes: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  bmp: "image/bmp",
  webp: "image/webp",
  svg: "image/svg+xml",
};

const isImage = (file: FileLike) =>
  (imageExtensions as readonly string[]).includes(fileExtension(file.name));

/** A preview URL for an image file, released when the file changes. */
function usePreview(file: FileLike | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!(file instanceof Blob) || !isImage(file)) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

function UploadIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </svg>
  );
}

function RemoveIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * A file picker with a drop zone. The visible "choose a file" button opens the real file input
 * (kept out of sight); it shows the chosen file's name, type and size, and a preview for images.
 * Type and size are judged by the form's rules, so their errors read like every other field's.
 */
export function FileField({
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
  extensions,
  maxBytes,
  name,
  disabled,
  ref,
}: FileFieldProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const preview = usePreview(value);
  // A file chosen in the server HTML before the form's code ran is shown once hydration is over:
  // the server drew no chosen file, and the hydrating render must draw the same.
  const chosen = useHydrated() ? value : null;
  // The parts' ids are this instance's own: `id` (the error summary's link target) is the form's,
  // and where a form is drawn twice on one page (a docs page) the button must name itself.
  const own = useId();
  const labelId = `${own}-label`;
  const buttonTextId = `${own}-button`;
  const acceptId = `${own}-accept`;
  const chosenId = `${own}-chosen`;
  const accept = extensions
    .flatMap((extension) => [`.${extension}`, mimeTypes[extension] ?? []])
    .flat();

  const choose = (file: File | null) => {
    onChange(file);
    if (inputRef.current) inputRef.current.value = "";
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) choose(file);
  };

  const zoneClass = [
    styles.zone,
    dragging && styles.dragging,
    error && styles.invalid,
    disabled && styles.disabled,
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div className={fieldStyles.field}>
      <FieldLabel
        id={labelId}
        htmlFor={id}
        label={label}
        labelValues={labelValues}
        required={required}
        // The chooser is a button, which cannot carry aria-required.
        requiredSpoken
      />
      <FieldHint id={id} hint={hint} values={hintValues} />
      <p className={fieldStyles.hint} id={acceptId}>
        {t("form.file.accept", {
          types: extensions.map((extension) => extension.toUpperCase()).join(", "),
          max: Math.round((maxBytes / MB) * 10) / 10,
        })}
      </p>
      <FieldError id={id} error={error} values={errorValues} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone only adds drag and drop; the button inside is the keyboard way. */}
      <div
        className={zoneClass}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          type="file"
          name={name}
          accept={accept.join(",")}
          disabled={disabled}
          tabIndex={-1}
          aria-hidden="true"
          className={styles.input}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <button
          ref={ref}
          id={id}
          type="button"
          className={styles.button}
          disabled={disabled}
          aria-labelledby={`${labelId} ${buttonTextId}`}
          aria-describedby={describedBy({ id, hint, error }, acceptId, chosen !== null && chosenId)}
          aria-invalid={error ? true : undefined}
          onClick={() => inputRef.current?.click()}
          onBlur={onBlur}
        >
          <UploadIcon />
          <span id={buttonTextId}>{t("form.file.choose")}</span>
        </button>
        <span className={styles.drop}>{t("form.file.drop")}</span>
      </div>
      {chosen ? (
        <div className={styles.chosen} id={chosenId}>
          {preview ? (
            <img
              className={styles.preview}
              src={preview}
              alt={t("form.file.previewAlt", { name: chosen.name })}
            />
          ) : null}
          <div className={styles.details}>
            <span className={styles.name} dir="auto">
              {chosen.name}
            </span>
            <span className={styles.meta}>
              {t("form.file.meta", {
                type: fileExtension(chosen.name).toUpperCase() || chosen.type || "",
                size:
                  chosen.size >= MB
                    ? t("form.file.size", { size: chosen.size / MB })
                    : t("form.file.sizeSmall", {
                        size: Math.max(1, Math.round(chosen.size / 1024)),
                      }),
              })}
            </span>
          </div>
          <button
            type="button"
            className={styles.remove}
            aria-label={t("form.file.remove")}
            disabled={disabled}
            onClick={() => {
              choose(null);
              // The picker button takes the focus the removed button had.
              document.getElementById(id)?.focus();
            }}
          >
            <RemoveIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
