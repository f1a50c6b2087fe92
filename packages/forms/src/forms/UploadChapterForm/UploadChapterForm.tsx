import type { MessageId } from "@rawafed/i18n";
import { FileField } from "../../fields/FileField/FileField";
import { SelectField } from "../../fields/SelectField/SelectField";
import { TextareaField } from "../../fields/TextareaField/TextareaField";
import { TextField } from "../../fields/TextField/TextField";
import { type FileLike, imageExtensions } from "../../rules/rules";
import {
  type UploadChapterInput,
  type UploadChapterValues,
  uploadChapterSchema,
} from "../../schemas/comics";
import {
  CHAPTER_PDF_MAX_BYTES,
  CHAPTER_TRANSCRIPTS_MAX,
  IMAGE_MAX_BYTES,
  pdfExtensions,
} from "../../schemas/constants";
import type { SubmitResult } from "../../server-errors";
import { Controlled } from "../shared/Controlled";
import * as styles from "../shared/form.css";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";
import { translationLanguageOptions } from "../UploadComicForm/UploadComicForm";

export interface UploadChapterFormProps {
  onSubmit: (values: UploadChapterValues) => Promise<SubmitResult>;
  /** The translator's own comics, by id, named as they are (not messages). */
  comics: readonly { id: string; name: string }[];
  /** The comic chosen at first (`?comic=<slug>` on the page). */
  comic?: string;
  /** A retranslation starts from its chapter's number and language. */
  chapterNumber?: string;
  translationLanguage?: string;
  /**
   * The teams the translator belongs to, by id, named as they are (not messages). Given and not
   * empty, a select credits the chapter to one of them (or to nobody but the translator).
   */
  teams?: readonly { id: string; name: string }[];
  id?: string;
  titleLevel?: 1 | 2;
}

const labels = {
  comic: "comics.field.comic",
  chapterNumber: "comics.field.chapterNumber",
  cover: "comics.field.cover",
  pdf: "comics.field.pdfFile",
  translationLanguage: "comics.field.translationLanguage",
  team: "form.uploadChapter.team",
  transcripts: "form.uploadChapter.transcripts",
} as const satisfies Record<keyof UploadChapterInput, MessageId>;

/** A translator's chapter upload: the cover and the PDF are required. */
export function UploadChapterForm({
  onSubmit,
  comics,
  comic = "",
  chapterNumber = "",
  translationLanguage = "",
  teams = [],
  id = "upload-chapter",
  titleLevel = 1,
}: UploadChapterFormProps) {
  // Without teams the form has no team field, and its values no `team`.
  const withTeams = teams.length > 0;
  const rule = useRuleForm(uploadChapterSchema, {
    id,
    onSubmit,
    fields: (Object.entries(labels) as [keyof typeof labels, MessageId][]).filter(
      ([name]) => withTeams || name !== "team",
    ),
    defaultValues: {
      comic,
      chapterNumber,
      cover: null,
      pdf: null,
      translationLanguage,
      ...(withTeams ? { team: "" } : {}),
      transcripts: "",
    },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title="comics.uploadChapter.title"
      titleLevel={titleLevel}
      submitLabel="action.upload"
      success="comics.notice.received"
    >
      <div className={styles.row}>
        <SelectField
          {...rule.choice("comic")}
          label={labels.comic}
          options={comics.map(({ id, name }) => ({ value: id, text: name }))}
          required
        />
        <TextField
          {...rule.input("chapterNumber")}
          label={labels.chapterNumber}
          inputMode="numeric"
          dir="ltr"
          required
        />
      </div>
      <Controlled<typeof uploadChapterSchema, FileLike | null> rule={rule} name="cover">
        {(field) => (
          <FileField
            {...field}
            label={labels.cover}
            required
            extensions={imageExtensions}
            maxBytes={IMAGE_MAX_BYTES}
          />
        )}
      </Controlled>
      <Controlled<typeof uploadChapterSchema, FileLike | null> rule={rule} name="pdf">
        {(field) => (
          <FileField
            {...field}
            label={labels.pdf}
            required
            extensions={pdfExtensions}
            maxBytes={CHAPTER_PDF_MAX_BYTES}
          />
        )}
      </Controlled>
      <SelectField
        {...rule.choice("translationLanguage")}
        label={labels.translationLanguage}
        options={translationLanguageOptions}
        required
      />
      {withTeams ? (
        <SelectField
          {...rule.choice("team")}
          label={labels.team}
          hint="form.uploadChapter.teamHint"
          placeholder="form.uploadChapter.noTeam"
          options={teams.map(({ id, name }) => ({ value: id, text: name }))}
        />
      ) : null}
      <TextareaField
        {...rule.input("transcripts")}
        label={labels.transcripts}
        hint="form.uploadChapter.transcriptsHint"
        count="characters"
        max={CHAPTER_TRANSCRIPTS_MAX}
        rows={6}
      />
    </RuleFormFrame>
  );
}
