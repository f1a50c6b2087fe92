import type { MessageId } from "@rawafed/i18n";
import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FileField } from "../../fields/FileField/FileField";
import type { FileLike } from "../../rules/rules";
import type { ControlledProps } from "../shared/Controlled";

/** What an upload answers: the stored file's key, or why it was refused. */
export type UploadAnswer = { file: string } | { error: MessageId };

export interface UploadedFileFieldProps {
  field: ControlledProps<string>;
  form: UseFormReturn<FieldValues>;
  label: MessageId;
  hint?: MessageId | undefined;
  /** Said in the hint's place while the file is sent and checked. */
  uploadingHint: MessageId;
  required?: boolean;
  extensions: readonly string[];
  maxBytes: number;
  /** The file as saved: its name and size. */
  saved?: { name: string; bytes: number } | undefined;
  /** Without it, the file cannot be changed. */
  onUpload?: ((file: File) => Promise<UploadAnswer>) | undefined;
  /** Told of each upload as it starts: a save made meanwhile waits for it (the form's). */
  onUploading?: ((upload: Promise<unknown>) => void) | undefined;
}

/**
 * A file the studio sends as soon as it is chosen (a document's PDF, a video): the field holds its
 * stored key; a refusal shows at the field and the saved file stays; taking it away empties it.
 */
export function UploadedFileField({
  field,
  form,
  label,
  hint,
  uploadingHint,
  required,
  extensions,
  maxBytes,
  saved,
  onUpload,
  onUploading,
}: UploadedFileFieldProps) {
  const savedFile = saved ? { name: saved.name, size: saved.bytes } : null;
  const [shown, setShown] = useState<FileLike | null>(savedFile);
  const [uploading, setUploading] = useState(false);
  return (
    <FileField
      id={field.id}
      label={label}
      hint={uploading ? uploadingHint : hint}
      required={required}
      value={shown}
      error={field.error}
      errorValues={field.errorValues}
      extensions={extensions}
      maxBytes={maxBytes}
      disabled={!onUpload || uploading}
      onBlur={field.onBlur}
      onChange={async (file) => {
        if (!onUpload) return;
        if (!file) {
          // Taken away: the version needs another before it is saved.
          setShown(null);
          field.onChange("");
          return;
        }
        setShown(file);
        setUploading(true);
        // Over once the field holds the stored file's key (or its refusal).
        const upload = onUpload(file)
          .catch((): UploadAnswer => ({ error: "validation.serverError" }))
          .then((uploaded) => {
            setUploading(false);
            if ("file" in uploaded) {
              field.onChange(uploaded.file);
            } else {
              setShown(savedFile);
              form.setError(field.name as Path<FieldValues>, {
                type: "server",
                message: uploaded.error,
              });
            }
          });
        onUploading?.(upload);
        await upload;
      }}
    />
  );
}
