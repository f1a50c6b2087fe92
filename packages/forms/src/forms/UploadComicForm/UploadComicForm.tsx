import type { MessageId } from "@rawafed/i18n";
import { FileField } from "../../fields/FileField/FileField";
import { SelectField } from "../../fields/SelectField/SelectField";
import { TextareaField } from "../../fields/TextareaField/TextareaField";
import { TextField } from "../../fields/TextField/TextField";
import { type FileLike, imageExtensions } from "../../rules/rules";
import {
  editComicSchema,
  type UploadComicInput,
  type UploadComicValues,
  uploadComicSchema,
} from "../../schemas/comics";
import {
  comicGenres,
  comicStatuses,
  DESCRIPTION_MAX_WORDS,
  IMAGE_MAX_BYTES,
  readingDirections,
  translationLanguages,
} from "../../schemas/constants";
import type { SubmitResult } from "../../server-errors";
import { Controlled } from "../shared/Controlled";
import * as styles from "../shared/form.css";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface UploadComicFormProps {
  onSubmit: (values: UploadComicValues) => Promise<SubmitResult>;
  /**
   * Editing a comic already uploaded: its details to start from (a new cover is optional), sent
   * back for review.
   */
  editing?: Partial<Omit<UploadComicInput, "cover">>;
  id?: string;
  titleLevel?: 1 | 2;
}

const labels = {
  cover: "comics.field.cover",
  seriesName: "comics.field.seriesName",
  otherName: "comics.field.otherName",
  description: "comics.field.description",
  publisher: "comics.field.publisher",
  genre: "comics.field.genre",
  artist: "comics.field.artist",
  writer: "comics.field.writer",
  direction: "comics.field.direction",
  originalLanguage: "comics.page.originalLanguage",
  translationLanguage: "comics.field.translationLanguage",
  translatedName: "comics.field.translatedName",
  status: "comics.field.status",
} as const satisfies Record<keyof UploadComicInput, MessageId>;

export const translationLanguageOptions = translationLanguages.map((value) => ({
  value,
  label: `language.${value}` as const,
}));

const genreOptions = comicGenres.map((value) => ({
  value,
  label: `comics.genre.${value}` as const,
}));

const directionOptions = readingDirections.map((value) => ({
  value,
  label: `comics.direction.${value}` as const,
}));

const statusOptions = comicStatuses.map((value) => ({
  value,
  label: `comics.status.${value}` as const,
}));

/** A translator's comic upload; it goes to the team for review. */
export function UploadComicForm({
  onSubmit,
  editing,
  id = "upload-comic",
  titleLevel = 1,
}: UploadComicFormProps) {
  const rule = useRuleForm(editing ? editComicSchema : uploadComicSchema, {
    id,
    onSubmit,
    fields: Object.entries(labels) as [keyof typeof labels, MessageId][],
    defaultValues: {
      cover: null,
      seriesName: "",
      otherName: "",
      description: "",
      publisher: "",
      genre: "",
      artist: "",
      writer: "",
      direction: "",
      originalLanguage: "",
      translationLanguage: "",
      translatedName: "",
      status: "",
      ...editing,
    },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title={editing ? "comics.editComic.title" : "comics.uploadComic.title"}
      titleLevel={titleLevel}
      submitLabel={editing ? "action.save" : "action.upload"}
      success="comics.notice.received"
    >
      <Controlled<typeof uploadComicSchema, FileLike | null> rule={rule} name="cover">
        {(field) => (
          <FileField
            {...field}
            label={labels.cover}
            required={!editing}
            extensions={imageExtensions}
            maxBytes={IMAGE_MAX_BYTES}
          />
        )}
      </Controlled>
      <div className={styles.row}>
        <TextField {...rule.input("seriesName")} label={labels.seriesName} required />
        <TextField {...rule.input("otherName")} label={labels.otherName} />
      </div>
      <TextareaField
        {...rule.input("description")}
        label={labels.description}
        hint="comics.field.descriptionHint"
        count="words"
        max={DESCRIPTION_MAX_WORDS}
      />
      <div className={styles.row}>
        <TextField {...rule.input("publisher")} label={labels.publisher} required />
        <SelectField
          {...rule.choice("genre")}
          label={labels.genre}
          options={genreOptions}
          required
        />
      </div>
      <div className={styles.row}>
        <TextField {...rule.input("artist")} label={labels.artist} required />
        <TextField {...rule.input("writer")} label={labels.writer} required />
      </div>
      <div className={styles.row}>
        <SelectField
          {...rule.choice("direction")}
          label={labels.direction}
          options={directionOptions}
          required
        />
        <SelectField
          {...rule.choice("originalLanguage")}
          label={labels.originalLanguage}
          options={translationLanguageOptions}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          {...rule.choice("translationLanguage")}
          label={labels.translationLanguage}
          options={translationLanguageOptions}
          required
        />
        <TextField {...rule.input("translatedName")} label={labels.translatedName} />
      </div>
      <SelectField {...rule.choice("status")} label={labels.status} options={statusOptions} />
    </RuleFormFrame>
  );
}
