// The studio's editable fields of one language version (CONTRACT.md, "Editorial"): the studio's
// form and the server parse with the same schema, so what the form lets through is what the
// server stores. Messages are catalog ids, as everywhere in the rule set.
import * as z from "zod/mini";
import {
  charLength,
  checkDate,
  choice,
  flag,
  max,
  normalizeDigits,
  type Rule,
  required,
  text,
} from "../rules/index";
import {
  checkRichText,
  isAllowedImageSrc,
  isRichTextProblem,
  type RichTextDocument,
  richTextPlain,
} from "./richText";

import {
  isWebVtt,
  type KindField,
  ORDER_MAX,
  type PartKind,
  parseMembers,
  partKind,
  type StudioKind,
  studioKinds,
  VIDEO_FILE_PATTERN,
} from "./studioKinds";

export * from "./studioKinds";

/** A stored document's key: uploaded ones in the file store, the first content's in `seed/`. */
export const DOCUMENT_FILE_PATTERN =
  /^(?:documents\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|seed\/(?:en|ar)\/[a-z0-9-]+)\.pdf$/;

/** The key figures of a year's statements, in SAR thousand, as the investors' charts read them. */
export const figureFields = [
  "revenue",
  "netProfit",
  "totalAssets",
  "totalLiabilities",
  "totalEquity",
] as const;
export type FigureField = (typeof figureFields)[number];

export const STUDIO_TITLE_MAX = 200;
export const SLUG_MAX = 120;
export const STUDIO_SUMMARY_MAX = 400;
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 170;
export const JOB_LOCATION_MAX = 120;
/** A revision's id as the server hands it out (opaque). */
const REVISION_ID_MAX = 100;

/** How a position is held; each is the message id `studio.form.employmentType.<id>`. */
export const employmentTypes = ["fullTime", "partTime", "contract", "internship"] as const;
export type EmploymentType = (typeof employmentTypes)[number];

/**
 * A slug: lowercase letters of any script (Arabic has no case, so all its letters), Latin digits
 * and single hyphens between them; no hyphen at either end.
 */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}0-9]+(?:-[\p{Ll}\p{Lo}0-9]+)*$/u;

export const slug: Rule<string> = {
  name: "slug",
  message: "validation.slug",
  test: (value) => value === "" || SLUG_PATTERN.test(value),
};

// Arabic's short vowels and other marks (tashkeel, Quranic annotation) and the tatweel (ـ), which
// only stretches a word; a slug keeps the letters.
const marks = /[\p{M}\u0640]/gu;
const separators = /[\s\p{Pd}_/\\|.·•]+/gu;
const notSlug = /[^\p{Ll}\p{Lo}0-9-]/gu;

/**
 * The slug a title gives: lowercase, words joined by single hyphens, Arabic letters kept,
 * punctuation, symbols and tashkeel left out, Arabic-Indic digits as Latin ones. At most
 * `SLUG_MAX` characters, cut at a word where it can be. `""` when the title holds no letter or digit.
 */
export function slugFromTitle(title: string): string {
  const words = normalizeDigits(title.normalize("NFKC"))
    .toLowerCase()
    .replace(marks, "")
    .replace(separators, "-")
    .replace(notSlug, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  if (charLength(words) <= SLUG_MAX) return words;
  const cut = [...words].slice(0, SLUG_MAX + 1).join("");
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : [...cut].slice(0, SLUG_MAX).join("")).replace(
    /-+$/,
    "",
  );
}

/**
 * An amount as people type it: Latin or Arabic-Indic digits, thousands separated or not (`,`,
 * `٬`, spaces), a leading minus (a loss). `null` when it is not a whole number.
 */
export function parseAmount(value: string): number | null {
  const plain = normalizeDigits(value.trim())
    .replace(/[\s,\u066C\u00A0\u202F']/g, "")
    .replace(/^[\u2212\u2013]/, "-");
  if (!/^-?\d{1,13}$/.test(plain)) return null;
  const amount = Number(plain);
  return Object.is(amount, -0) ? 0 : amount;
}

const amount: Rule<string> = {
  name: "amount",
  message: "validation.amount",
  test: (value) => value === "" || parseAmount(value) !== null,
};

const reportYear: Rule<string> = {
  name: "year",
  message: "validation.reportYear",
  test: (value) => {
    if (value === "") return true;
    const year = Number(normalizeDigits(value.trim()));
    return /^\d{4}$/.test(normalizeDigits(value.trim())) && year >= 1990 && year <= 2100;
  },
};

const documentFile: Rule<string> = {
  name: "documentFile",
  message: "validation.fieldInvalid",
  test: (value) => value === "" || DOCUMENT_FILE_PATTERN.test(value),
};

const imageSrc: Rule<string> = {
  name: "imageSrc",
  message: "validation.fieldInvalid",
  test: (value) => value === "" || isAllowedImageSrc(value),
};

const calendarDate: Rule<string> = {
  name: "calendarDate",
  message: "validation.validDate.invalid",
  test: (value) => value === "" || checkDate(value) !== "invalid",
};

/**
 * A rich-text body: a document `checkRichText` accepts (its refusal is the field's message). With
 * `withText`, it must also hold some text (an FAQ's answer).
 */
export function richTextBody({ withText = false }: { withText?: boolean } = {}) {
  return z
    .custom<RichTextDocument>((value) => value !== undefined && value !== null, {
      error: "validation.required",
    })
    .check(
      z.superRefine((value, ctx) => {
        const checked = checkRichText(value);
        if (isRichTextProblem(checked)) {
          ctx.addIssue({ code: "custom", message: checked.message, params: { rule: "richText" } });
        } else if (withText && richTextPlain(checked).trim() === "") {
          ctx.addIssue({ code: "custom", message: "validation.required" });
        }
      }),
    );
}

const optionalText = (...rules: Rule<string>[]) => z.optional(text(...rules));

/** The fields every kind has. */
const versionFields = {
  title: text(required, max(STUDIO_TITLE_MAX)),
  slug: text(required, max(SLUG_MAX), slug),
  body: richTextBody(),
  seoTitle: optionalText(max(SEO_TITLE_MAX)),
  seoDescription: optionalText(max(SEO_DESCRIPTION_MAX)),
  coverImage: optionalText(imageSrc),
  /** The revision the edit started from (`null` for a first save): a later one means a conflict. */
  baseRevision: z.nullable(text(max(REVISION_ID_MAX))),
};

/** A document's fields: its title and address, the PDF in this language, an optional summary. */
const documentVersionFields = {
  ...versionFields,
  summary: optionalText(max(STUDIO_SUMMARY_MAX)),
  document: text(required, documentFile),
};

const amountOf = (value: string | undefined) => parseAmount(value ?? "") ?? 0;

/** A year's statements: the PDF, the year, the key figures, the balance sheet's totals agreeing. */
const statementSchema = z
  .object({
    ...documentVersionFields,
    year: text(required, reportYear),
    ...(Object.fromEntries(figureFields.map((name) => [name, text(required, amount)])) as Record<
      FigureField,
      ReturnType<typeof text>
    >),
  })
  .check(
    z.superRefine((values, ctx) => {
      const figures = values as Record<FigureField, string>;
      if (figureFields.some((name) => parseAmount(figures[name] ?? "") === null)) return;
      if (
        amountOf(figures.totalAssets) !==
        amountOf(figures.totalLiabilities) + amountOf(figures.totalEquity)
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["totalAssets"],
          message: "validation.totalsMismatch",
          params: { rule: "totals" },
        });
      }
    }),
  );

/** "Order on the page": a whole number from 1, in either script's digits. */
const order: Rule<string> = {
  name: "order",
  message: "validation.order",
  test: (value) => {
    if (value === "") return true;
    const number = Number(normalizeDigits(value.trim()));
    return /^\d{1,3}$/.test(normalizeDigits(value.trim())) && number >= 1 && number <= ORDER_MAX;
  },
};

const members: Rule<string> = {
  name: "members",
  message: "validation.members",
  test: (value) => value === "" || parseMembers(value) !== null,
};

const videoFile: Rule<string> = {
  name: "videoFile",
  message: "validation.fieldInvalid",
  test: (value) => value === "" || VIDEO_FILE_PATTERN.test(value),
};

const captions: Rule<string> = {
  name: "captions",
  message: "validation.webVtt",
  test: (value) => value === "" || isWebVtt(value),
};

const itemId: Rule<string> = {
  name: "itemId",
  message: "validation.fieldInvalid",
  test: (value) => value === "" || /^[0-9a-f-]{36}$/.test(value),
};

/** A part kind's own field, by its type. */
function kindField(field: KindField) {
  const rules: Rule<string>[] = [max(field.max)];
  if (field.type === "date") rules.push(calendarDate);
  if (field.type === "lines") rules.push(members);
  if (field.type === "parent") rules.push(itemId);
  if (field.type === "video") rules.push(videoFile);
  if (field.type === "captions") rules.push(captions);
  return field.required ? text(required, ...rules) : optionalText(...rules);
}

/** The schema of a kind that is a part of a page (people, committees, the chart, the event). */
function partSchema(part: PartKind) {
  return z.object({
    ...versionFields,
    summary: part.summary
      ? part.summary.required
        ? text(required, max(STUDIO_SUMMARY_MAX))
        : optionalText(max(STUDIO_SUMMARY_MAX))
      : optionalText(max(STUDIO_SUMMARY_MAX)),
    position: optionalText(order),
    ...Object.fromEntries(part.fields.map((field) => [field.name, kindField(field)])),
  });
}

/** The schema of one language version of an item of `kind`. */
export function createStudioVersionSchema(kind: StudioKind) {
  const part = partKind(kind);
  if (part) return partSchema(part);
  switch (kind) {
    case "statement":
      return statementSchema;
    case "policy":
    case "catalog":
      return z.object(documentVersionFields);
    case "news":
      return z.object({
        ...versionFields,
        summary: text(required, max(STUDIO_SUMMARY_MAX)),
        /** An investor disclosure: published only by a publisher who did not write it. */
        disclosure: z.optional(flag()),
      });
    case "blog":
      return z.object({ ...versionFields, summary: text(required, max(STUDIO_SUMMARY_MAX)) });
    case "job":
      return z.object({
        ...versionFields,
        summary: optionalText(max(STUDIO_SUMMARY_MAX)),
        location: text(required, max(JOB_LOCATION_MAX)),
        employmentType: choice(employmentTypes, required),
        closesOn: optionalText(calendarDate),
      });
    default:
      // The FAQ: the title is the question, the body the answer, with no summary of its own.
      return z.object({ ...versionFields, body: richTextBody({ withText: true }) });
  }
}

export const studioVersionSchemas = Object.fromEntries(
  studioKinds.map((kind) => [kind, createStudioVersionSchema(kind)]),
) as Record<StudioKind, ReturnType<typeof createStudioVersionSchema>>;

/** The values of the form of any kind: the fields a kind lacks are left out (or ignored). */
export interface StudioVersionInput {
  title: string;
  slug: string;
  summary?: string;
  body: RichTextDocument;
  seoTitle?: string;
  seoDescription?: string;
  coverImage?: string;
  baseRevision: string | null;
  location?: string;
  employmentType?: EmploymentType | "";
  closesOn?: string;
  disclosure?: boolean;
  /** A document's PDF in this language: its key (`documents/{id}.pdf`). */
  document?: string;
  /** A year's statements: the year and the key figures as typed. */
  year?: string;
  revenue?: string;
  netProfit?: string;
  totalAssets?: string;
  totalLiabilities?: string;
  totalEquity?: string;
  /** "Order on the page" (people, committees, the chart's entries): 1 is first. */
  position?: string;
}
export type StudioVersionValues = StudioVersionInput;

// Publishing at a date and time: shown and typed in Asia/Riyadh, stored in UTC.

/** Asia/Riyadh is UTC+3 all year (Saudi Arabia keeps no daylight saving time). */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant of a Riyadh wall-clock time `YYYY-MM-DDTHH:mm`, or `null` when there is none. */
function riyadhInstant(local: string): number | null {
  const match = localPattern.exec(normalizeDigits(local.trim()));
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hours ||
    check.getUTCMinutes() !== minutes
  ) {
    return null;
  }
  return wall - RIYADH_OFFSET_MS;
}

/** `true` for a real `YYYY-MM-DDTHH:mm` (the value of `<input type="datetime-local">`). */
export function isRiyadhLocal(local: string): boolean {
  return riyadhInstant(local) !== null;
}

/**
 * A Riyadh wall-clock time (`YYYY-MM-DDTHH:mm`, as `<input type="datetime-local">` gives it) as
 * a UTC ISO 8601 string (`2026-03-01T06:30:00.000Z` for `2026-03-01T09:30`). Throws a
 * `RangeError` for anything else.
 */
export function riyadhLocalToUtc(local: string): string {
  const instant = riyadhInstant(local);
  if (instant === null) throw new RangeError(`Not a local date and time: ${local}`);
  return new Date(instant).toISOString();
}

/** A UTC instant (ISO 8601 or a Date) as the Riyadh wall-clock time `YYYY-MM-DDTHH:mm`. */
export function utcToRiyadhLocal(utc: string | Date): string {
  const instant = typeof utc === "string" ? Date.parse(utc) : utc.getTime();
  if (Number.isNaN(instant)) throw new RangeError(`Not a date: ${String(utc)}`);
  return new Date(instant + RIYADH_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * When to publish (or unpublish): `at` as typed, a Riyadh wall-clock time, handed on as a UTC ISO
 * string; a time already past is refused. `now` is injectable for tests.
 */
export function createScheduleSchema(now: () => Date = () => new Date()) {
  return z.object({
    at: z.pipe(
      text(
        required,
        {
          name: "dateTime",
          message: "validation.validDate.invalid",
          test: (value) => value === "" || isRiyadhLocal(value),
        },
        {
          name: "future",
          message: "validation.scheduleInPast",
          test: (value) => {
            const instant = riyadhInstant(value);
            return instant === null || instant > now().getTime();
          },
        },
      ),
      z.transform((value: string) => riyadhLocalToUtc(value)),
    ),
  });
}
export const scheduleSchema = createScheduleSchema();
export type ScheduleInput = z.input<typeof scheduleSchema>;
export type ScheduleValues = z.output<typeof scheduleSchema>;
