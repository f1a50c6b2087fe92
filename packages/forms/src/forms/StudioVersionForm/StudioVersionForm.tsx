import { Button } from "@rawafed/design-system";
import type { PickedImage } from "@rawafed/design-system/studio";
import { dir, formatDate, type MessageId, useT } from "@rawafed/i18n";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import type * as z from "zod/mini";
import { Checkbox } from "../../fields/Checkbox/Checkbox";
import { DateField } from "../../fields/DateField/DateField";
import { ErrorSummary } from "../../fields/ErrorSummary/ErrorSummary";
import { RichTextField } from "../../fields/RichTextField/RichTextField";
import { SelectField } from "../../fields/SelectField/SelectField";
import { FieldError } from "../../fields/shared/FieldParts";
import * as fieldStyles from "../../fields/shared/field.css";
import { TextareaField } from "../../fields/TextareaField/TextareaField";
import { TextField } from "../../fields/TextField/TextField";
import { DOCUMENT_MAX_BYTES, VIDEO_MAX_BYTES } from "../../schemas/constants";
import type { RichTextDocument } from "../../schemas/richText";
import {
  createStudioVersionSchema,
  employmentTypes,
  type FigureField,
  figureFields,
  isDocumentKind,
  partKind,
  SEO_DESCRIPTION_MAX,
  STUDIO_SUMMARY_MAX,
  type StudioKind,
  type StudioVersionInput,
  type StudioVersionValues,
  slugFromTitle,
  utcToRiyadhLocal,
} from "../../schemas/studio";
import { FORM_ERROR, fieldErrorsFromZod, type SaveResult } from "../../server-errors";
import { Controlled } from "../shared/Controlled";
import * as formStyles from "../shared/form.css";
import { type FormSchema, useRuleForm } from "../shared/useRuleForm";
import * as styles from "./StudioVersionForm.css";
import { type UploadAnswer, UploadedFileField } from "./UploadedFileField";

type Language = "en" | "ar";

/** What a save answers: as any form's, and on success the revision the text now stands on. */
export type StudioSaveResult =
  | { ok: true; notice?: MessageId; revision?: string }
  | Exclude<SaveResult, { ok: true }>;

/** The other language's version, shown beside the form as the site will show it. */
export interface OtherVersion {
  language: Language;
  title: string | null;
  /** The server's rendering of its validated document (never raw input). */
  html: string | null;
}

export interface StudioVersionFormProps {
  kind: StudioKind;
  /** The language of the version being edited (the interface may be in the other one). */
  language: Language;
  /** The version as saved; `baseRevision` is the revision the edit starts from. */
  defaultValues: Partial<StudioVersionInput> & {
    baseRevision: string | null;
    /** A part kind's own fields (a term's dates, a video's file and captions...). */
    [field: string]: unknown;
  };
  /**
   * Saves the draft: field errors show at their fields, a form-level one (a conflict) in the
   * error summary; whatever the answer, the person's text stays in the fields.
   */
  onSave: (values: StudioVersionValues) => Promise<StudioSaveResult>;
  /** Saves by itself about `autosaveDelay` ms after the last change, when the fields are valid. */
  autosave?: boolean;
  autosaveDelay?: number;
  /** The media library (cover and pictures in the text); without it, no picture buttons. */
  onPickImage?: () => Promise<PickedImage | null>;
  other?: OtherVersion | undefined;
  /** Under the form: the workflow's buttons (ask for review, publish, schedule). */
  actions?: ReactNode;
  id?: string;
  /** The clock the save time is read from (stories pin it). */
  now?: () => Date;
  /**
   * A document's PDF, uploaded as soon as it is chosen: the stored file's key, or why it was
   * refused (shown at the field). Without it, a document kind's form cannot change its file.
   */
  onUploadDocument?: (file: File) => Promise<UploadAnswer>;
  /** A video, uploaded as soon as it is chosen: its stored key, or why it was refused. */
  onUploadVideo?: (file: File) => Promise<UploadAnswer>;
  /** The video as saved: its file name and size. */
  savedVideo?: { name: string; bytes: number } | undefined;
  /** An organization chart's entries this one can sit under, by their title in this language. */
  parentOptions?: readonly { value: string; label: string }[];
  /** The document's PDF as saved: its file name and size. */
  savedDocument?: { name: string; bytes: number } | undefined;
}

/** The label of each key figure of a year's statements. */
const figureLabels: Record<FigureField, MessageId> = {
  revenue: "studio.form.figure.revenue",
  netProfit: "studio.form.figure.netProfit",
  totalAssets: "studio.form.figure.totalAssets",
  totalLiabilities: "studio.form.figure.totalLiabilities",
  totalEquity: "studio.form.figure.totalEquity",
};

type Status =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "failed"; reason: string };

const emptyBody: RichTextDocument = { type: "doc", content: [{ type: "paragraph", content: [] }] };

/** A field's name: the common ones (`StudioVersionInput`) and a part kind's own. */
type Field = string;

function fieldLabels(kind: StudioKind): [Field, MessageId][] {
  const part = partKind(kind);
  if (part) {
    return [
      ["title", part.title],
      ...(part.summary ? ([["summary", part.summary.label]] as [Field, MessageId][]) : []),
      ...(part.body ? ([["body", part.body.label]] as [Field, MessageId][]) : []),
      ...(part.photo ? ([["coverImage", "studio.form.photo"]] as [Field, MessageId][]) : []),
      ...part.fields.map((field) => [field.name, field.label] as [Field, MessageId]),
      ...(part.ordered ? ([["position", "studio.form.order"]] as [Field, MessageId][]) : []),
    ];
  }
  if (isDocumentKind(kind)) {
    return [
      ["title", "studio.form.title"],
      ["slug", "studio.form.fileName"],
      ["document", "studio.form.file"],
      ...(kind === "statement"
        ? ([
            ["year", "studio.form.year"],
            ...figureFields.map((name) => [name, figureLabels[name]]),
          ] as [Field, MessageId][])
        : []),
    ];
  }
  return [
    ["title", kind === "faq" ? "studio.form.question" : "studio.form.title"],
    ["slug", "studio.form.slug"],
    ...(kind === "faq" ? [] : ([["summary", "studio.form.summary"]] as [Field, MessageId][])),
    ["body", kind === "faq" ? "studio.form.answer" : "studio.form.body"],
    ["coverImage", "studio.form.cover"],
    ...(kind === "job"
      ? ([
          ["location", "studio.form.location"],
          ["employmentType", "studio.form.employmentType"],
          ["closesOn", "studio.form.closesOn"],
        ] as [Field, MessageId][])
      : []),
    ["seoTitle", "studio.form.seoTitle"],
    ["seoDescription", "studio.form.seoDescription"],
  ];
}

/** A time of day in Riyadh, `14:03` (24-hour, Latin digits: the same in both interfaces). */
function riyadhTime(at: Date): string {
  const wall = new Date(`${utcToRiyadhLocal(at)}:00Z`);
  return formatDate("en", wall, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
}

/**
 * The studio's form for one language version of an item: title, slug (following the title until
 * it is edited), summary, rich text, cover, the position's details for a job, and the search
 * engines' title and description; the other language's version beside it, read only.
 */
export function StudioVersionForm({
  kind,
  language,
  defaultValues,
  onSave,
  autosave = false,
  autosaveDelay = 2000,
  onPickImage,
  other,
  actions,
  id = "studio-version",
  now = () => new Date(),
  onUploadDocument,
  savedDocument,
  parentOptions = [],
  onUploadVideo,
  savedVideo,
}: StudioVersionFormProps) {
  const t = useT();
  const isDocument = isDocumentKind(kind);
  const part = partKind(kind);
  const [schema] = useState(
    () =>
      createStudioVersionSchema(kind) as unknown as FormSchema & z.ZodMiniType<StudioVersionValues>,
  );
  const labels = fieldLabels(kind);
  const label = (name: Field) =>
    labels.find(([field]) => field === name)?.[1] ?? "studio.form.title";
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const saving = useRef(false);
  const nowRef = useRef(now);
  nowRef.current = now;
  const onSaveRef = useRef(onSave);
  onSaveRef.current = onSave;

  const save = async (values: StudioVersionValues, auto: boolean): Promise<SaveResult> => {
    saving.current = true;
    setStatus({ kind: "saving" });
    let result: StudioSaveResult;
    try {
      result = await onSaveRef.current(values);
    } catch {
      result = { fieldErrors: { [FORM_ERROR]: "validation.serverError" } };
    } finally {
      saving.current = false;
    }
    if (result.ok === true) {
      if (result.revision) rule.form.setValue("baseRevision", result.revision);
      setStatus({ kind: "saved", at: nowRef.current() });
    } else if (auto) {
      const errors = Object.entries(result.fieldErrors);
      const [name, message] = errors.find(([field]) => field === FORM_ERROR) ??
        errors[0] ?? [FORM_ERROR, "validation.serverError"];
      setStatus({ kind: "failed", reason: reasonText(name, message ?? "validation.serverError") });
    } else {
      // The error summary says why, and takes the focus.
      setStatus({ kind: "idle" });
    }
    return result;
  };

  const rule = useRuleForm(schema, {
    id,
    fields: labels,
    stays: true,
    defaultValues: {
      title: "",
      slug: "",
      summary: "",
      coverImage: "",
      seoTitle: "",
      seoDescription: "",
      location: "",
      employmentType: "",
      closesOn: "",
      document: "",
      year: "",
      ...Object.fromEntries(figureFields.map((name) => [name, ""])),
      ...defaultValues,
      // A new version has no body yet; a document has none to edit at all.
      body: defaultValues.body ?? emptyBody,
    },
    onSubmit: (values) => save(values as StudioVersionValues, false),
  });
  const { form } = rule;

  // Files still being sent: a save pressed meanwhile waits for them, then checks the fields (the
  // file's key is in its field only once it has arrived), as a person expects of "Save".
  const uploads = useRef(new Set<Promise<unknown>>());
  const uploading = (upload: Promise<unknown>) => {
    uploads.current.add(upload);
    void upload.finally(() => uploads.current.delete(upload));
  };
  // A second press meanwhile waits too, then finds the first save under way (the rule form's own
  // guard): one save.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (uploads.current.size === 0) return rule.onSubmit(event);
    event.preventDefault();
    setStatus({ kind: "saving" });
    return Promise.allSettled([...uploads.current]).then(() => {
      setStatus({ kind: "idle" });
      return rule.onSubmit(event);
    });
  };

  const reasonText = (name: string, message: MessageId) =>
    name === FORM_ERROR || !labels.some(([field]) => field === name)
      ? t(message)
      : t("form.summary.item", { label: t(label(name as Field)), message: t(message) });

  // A new version's slug follows its title until the person edits it; a saved slug stays (a
  // published one is an address people have).
  const slugFollows = useRef(!defaultValues.slug);

  // Autosave: a change, then a quiet moment, then a save if the fields are valid.
  useEffect(() => {
    if (!autosave) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      if (saving.current || form.formState.isSubmitting) {
        timer = setTimeout(run, autosaveDelay);
        return;
      }
      const parsed = schema.safeParse(form.getValues());
      if (!parsed.success) {
        const [name, message] = Object.entries(fieldErrorsFromZod(parsed.error))[0] ?? [];
        if (name && message) setStatus({ kind: "failed", reason: reasonText(name, message) });
        return;
      }
      const result = await save(parsed.data as StudioVersionValues, true);
      if (result.ok !== true) {
        for (const [name, message] of Object.entries(result.fieldErrors)) {
          if (message && name !== FORM_ERROR && labels.some(([field]) => field === name)) {
            form.setError(name as Field, { type: "server", message });
          }
        }
      }
    };
    const subscription = form.watch((_values, { name }) => {
      if (name === "baseRevision") return;
      clearTimeout(timer);
      timer = setTimeout(run, autosaveDelay);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  });

  const text = { lang: language, dir: dir(language) } as const;
  const title = rule.input("title");
  const slug = rule.input("slug");
  const cover = useWatch({ control: form.control, name: "coverImage" }) as string | undefined;
  const seoErrors = Boolean(rule.error("seoTitle") || rule.error("seoDescription"));
  const [seoOpen, setSeoOpen] = useState(
    Boolean(defaultValues.seoTitle || defaultValues.seoDescription),
  );
  const headingId = useId();
  const otherHeadingId = useId();
  const coverLabelId = useId();

  const statusText =
    status.kind === "saving"
      ? t("studio.form.saving")
      : status.kind === "saved"
        ? t("studio.form.savedAt", { time: riyadhTime(status.at) })
        : status.kind === "failed"
          ? t("studio.form.notSaved", { reason: status.reason })
          : "";

  return (
    <div className={other ? `${styles.layout} ${styles.withOther}` : styles.layout}>
      <section className={styles.column} aria-labelledby={headingId}>
        <h2 className={styles.heading} id={headingId}>
          {t(language === "en" ? "studio.form.version.en" : "studio.form.version.ar")}
        </h2>
        <form
          id={id}
          className={formStyles.form}
          noValidate
          aria-labelledby={headingId}
          onSubmit={submit}
        >
          <ErrorSummary
            ref={rule.summary.ref}
            items={rule.summary.items}
            formError={rule.summary.formError}
            headingLevel={3}
          />
          <TextField
            {...title}
            {...text}
            label={label("title")}
            required
            onChange={(event) => {
              void title.onChange(event);
              if (slugFollows.current) {
                // A part of a page has no address of its own to name: any slug will do.
                const made = slugFromTitle(event.target.value);
                form.setValue("slug", made || (part ? "entry" : ""));
              }
            }}
          />
          {part ? null : (
            <TextField
              {...slug}
              lang={language}
              dir="auto"
              label={isDocument ? "studio.form.fileName" : "studio.form.slug"}
              hint={isDocument ? "studio.form.fileNameHint" : "studio.form.slugHint"}
              required
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                void slug.onChange(event);
                slugFollows.current = event.target.value === "";
              }}
            />
          )}
          {isDocument ? (
            <Controlled<typeof schema, string> rule={rule} name="document">
              {(field) => (
                <UploadedFileField
                  field={field}
                  form={form as never}
                  label="studio.form.file"
                  hint="studio.form.file.hint"
                  uploadingHint="studio.form.file.uploading"
                  required
                  extensions={["pdf"]}
                  maxBytes={DOCUMENT_MAX_BYTES}
                  saved={savedDocument}
                  onUpload={onUploadDocument}
                  onUploading={uploading}
                />
              )}
            </Controlled>
          ) : null}
          {kind === "statement" ? (
            <>
              <TextField
                {...rule.input("year")}
                lang={language}
                label="studio.form.year"
                hint="studio.form.yearHint"
                required
                inputMode="numeric"
                autoComplete="off"
              />
              <fieldset className={`${fieldStyles.field} ${styles.group}`}>
                <legend className={fieldStyles.legend}>{t("studio.form.figures")}</legend>
                <p className={fieldStyles.hint}>{t("studio.form.figuresHint")}</p>
                {figureFields.map((name) => (
                  <TextField
                    key={name}
                    {...rule.input(name)}
                    lang={language}
                    label={figureLabels[name]}
                    required
                    inputMode="decimal"
                    autoComplete="off"
                  />
                ))}
              </fieldset>
            </>
          ) : null}
          {kind === "faq" || isDocument || (part && !part.summary) ? null : (
            <TextareaField
              {...rule.input("summary")}
              {...text}
              label={part?.summary?.label ?? "studio.form.summary"}
              hint={part ? part.summary?.hint : "studio.form.summaryHint"}
              required={part ? part.summary?.required : kind !== "job"}
              rows={3}
              count="characters"
              max={STUDIO_SUMMARY_MAX}
            />
          )}
          {isDocument || (part && !part.body) ? null : (
            <Controlled<typeof schema, RichTextDocument>
              rule={rule}
              name="body"
              validateOnChange={false}
            >
              {(field) => (
                <RichTextField
                  id={field.id}
                  label={label("body")}
                  hint={part?.body?.hint}
                  required={kind === "faq"}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={field.error}
                  errorValues={field.errorValues}
                  language={language}
                  onPickImage={onPickImage}
                />
              )}
            </Controlled>
          )}
          {onPickImage && !isDocument && (!part || part.photo) ? (
            <Controlled<typeof schema, string> rule={rule} name="coverImage">
              {(field) => (
                // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a fieldset of inputs.
                <div className={fieldStyles.field} role="group" aria-labelledby={coverLabelId}>
                  <span className={fieldStyles.label} id={coverLabelId}>
                    {t(part ? (part.photoLabel ?? "studio.form.photo") : "studio.form.cover")}
                  </span>
                  <FieldError id={field.id} error={field.error} values={field.errorValues} />
                  {cover ? (
                    <img className={styles.cover} src={cover} alt="" />
                  ) : (
                    <p className={styles.muted}>{t("studio.form.cover.none")}</p>
                  )}
                  <div className={formStyles.actions}>
                    <Button
                      id={field.id}
                      variant="secondary"
                      onClick={async () => {
                        const picked = await onPickImage();
                        if (picked) field.onChange(picked.src);
                      }}
                    >
                      {t(cover ? "studio.form.cover.change" : "studio.form.cover.choose")}
                    </Button>
                    {cover ? (
                      <Button variant="secondary" onClick={() => field.onChange("")}>
                        {t("studio.form.cover.remove")}
                      </Button>
                    ) : null}
                  </div>
                </div>
              )}
            </Controlled>
          ) : null}
          {kind === "news" ? (
            <Controlled<typeof schema, boolean | undefined> rule={rule} name="disclosure">
              {({ value, ...field }) => (
                <Checkbox
                  {...field}
                  checked={value ?? false}
                  // Once a disclosure, always one: unmarking would let its writer publish it alone.
                  disabled={defaultValues.disclosure === true}
                  label="studio.form.disclosure"
                  hint="studio.form.disclosureHint"
                />
              )}
            </Controlled>
          ) : null}
          {kind === "job" ? (
            <fieldset className={`${fieldStyles.field} ${styles.group}`}>
              <legend className={fieldStyles.legend}>{t("studio.form.job")}</legend>
              <TextField
                {...rule.input("location")}
                {...text}
                label="studio.form.location"
                required
              />
              <SelectField
                {...rule.choice("employmentType")}
                label="studio.form.employmentType"
                placeholder="studio.form.employmentType.choose"
                required
                options={employmentTypes.map((type) => ({
                  value: type,
                  label: `studio.form.employmentType.${type}` as const,
                }))}
              />
              <DateField
                {...rule.choice("closesOn")}
                label="studio.form.closesOn"
                hint="studio.form.closesOnHint"
              />
            </fieldset>
          ) : null}
          {part ? (
            <>
              {part.fields.map((field) =>
                field.type === "date" ? (
                  <DateField
                    key={field.name}
                    {...rule.choice(field.name)}
                    label={field.label}
                    hint={field.hint}
                    required={field.required}
                  />
                ) : field.type === "video" ? (
                  <Controlled<typeof schema, string> key={field.name} rule={rule} name={field.name}>
                    {(control) => (
                      <UploadedFileField
                        field={control}
                        form={form as never}
                        label={field.label}
                        hint={field.hint}
                        uploadingHint="studio.form.video.uploading"
                        required={field.required}
                        extensions={["webm", "mp4"]}
                        maxBytes={VIDEO_MAX_BYTES}
                        saved={savedVideo}
                        onUpload={onUploadVideo}
                        onUploading={uploading}
                      />
                    )}
                  </Controlled>
                ) : field.type === "parent" ? (
                  <SelectField
                    key={field.name}
                    {...rule.choice(field.name)}
                    label={field.label}
                    hint={field.hint}
                    placeholder="studio.form.parentNone"
                    options={parentOptions.map((option) => ({
                      value: option.value,
                      text: option.label,
                    }))}
                  />
                ) : field.type === "text" ? (
                  <TextField
                    key={field.name}
                    {...rule.input(field.name)}
                    {...text}
                    label={field.label}
                    hint={field.hint}
                    required={field.required}
                  />
                ) : (
                  <TextareaField
                    key={field.name}
                    {...rule.input(field.name)}
                    {...text}
                    label={field.label}
                    hint={field.hint}
                    required={field.required}
                    rows={field.type === "captions" ? 10 : field.type === "lines" ? 5 : 3}
                    count="characters"
                    max={field.max}
                  />
                ),
              )}
              {part.ordered ? (
                <TextField
                  {...rule.input("position")}
                  lang={language}
                  label="studio.form.order"
                  hint="studio.form.orderHint"
                  inputMode="numeric"
                  autoComplete="off"
                />
              ) : null}
            </>
          ) : null}
          {isDocument || part ? null : (
            <details
              className={styles.details}
              open={seoOpen || seoErrors}
              onToggle={(event) => setSeoOpen(event.currentTarget.open)}
            >
              <summary className={styles.summary}>{t("studio.form.seo")}</summary>
              <div className={styles.detailsBody}>
                <TextField
                  {...rule.input("seoTitle")}
                  {...text}
                  label="studio.form.seoTitle"
                  hint="studio.form.seoTitleHint"
                />
                <TextareaField
                  {...rule.input("seoDescription")}
                  {...text}
                  label="studio.form.seoDescription"
                  hint="studio.form.seoDescriptionHint"
                  rows={3}
                  count="characters"
                  max={SEO_DESCRIPTION_MAX}
                />
              </div>
            </details>
          )}
          <div className={formStyles.actions}>
            <Button type="submit" loading={rule.submitting}>
              {t(rule.submitting ? "studio.form.saving" : "studio.form.save")}
            </Button>
            <p className={styles.status} role="status">
              {statusText}
            </p>
          </div>
        </form>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </section>
      {other ? (
        <section className={`${styles.column} ${styles.other}`} aria-labelledby={otherHeadingId}>
          <h2 className={styles.heading} id={otherHeadingId}>
            {t(other.language === "en" ? "studio.form.other.en" : "studio.form.other.ar")}
          </h2>
          {other.title || other.html ? (
            <div lang={other.language} dir={dir(other.language)} className={styles.otherText}>
              {other.title ? <h3 className={styles.otherTitle}>{other.title}</h3> : null}
              {other.html ? (
                <div
                  className={styles.otherBody}
                  // The server's rendering of a document its structure check accepted.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: validated, server-rendered.
                  dangerouslySetInnerHTML={{ __html: other.html }}
                />
              ) : null}
            </div>
          ) : (
            <p className={styles.muted}>{t("studio.form.other.empty")}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
