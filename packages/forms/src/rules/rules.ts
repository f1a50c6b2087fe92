// The shared rule set of SPEC.md section 5. Every rule answers with a message id, never text: the
// browser translates it with `useT()`, the server with `formatMessage`. Only `required` and
// `accepted` fail an empty value; every other rule lets it pass, so optional fields need no special
// case.
import type { MessageId } from "@rawafed/i18n";
import { normalizeDigits } from "./digits";

/** A file as the browser's `File` or as the server's upload record: a name, a size, a type. */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type?: string;
}

export interface Rule<V = unknown> {
  readonly name: string;
  readonly message: MessageId;
  /** `true` when the value passes. */
  readonly test: (value: V) => boolean;
}

/** `""`, whitespace, `null`, `undefined`, `false` and an empty list. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Length in characters (code points), so an emoji or an Arabic letter counts once. */
export function charLength(value: string): number {
  return [...value].length;
}

/** Words separated by white space. */
export function countWords(value: string): number {
  const trimmed = value.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/u).length;
}

export function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FileLike).name === "string" &&
    typeof (value as FileLike).size === "number"
  );
}

/** The extension of a file name, lower case and without the dot (`""` when it has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 || dot === name.length - 1 ? "" : name.slice(dot + 1).toLowerCase();
}

const fileName = (value: unknown): string | undefined =>
  typeof value === "string" ? value : isFileLike(value) ? value.name : undefined;

// Letters of any script (Latin and Arabic among them) and their combining marks (Arabic harakat).
const alphaSpacesPattern = /^[\p{L}\p{M}\s]+$/u;
const alphaNumPattern = /^[\p{L}\p{M}\p{Nd}]+$/u;
const numericPattern = /^[0-9\u0660-\u0669\u06F0-\u06F9]+$/u;
/** The e-mail pattern zod itself uses (`z.email()`), written out so the rule needs no zod. */
const emailPattern =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Extensions of the `image` rule. */
export const imageExtensions = ["jpg", "svg", "jpeg", "png", "bmp", "gif", "webp"] as const;

/** The special characters a password must use at least one of. */
export const PASSWORD_SPECIALS = "!@#$%^&*()-_=+[]{};:'\",.<>/?\\|`~";
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const PASSWORD_MIN_DIGITS = 3;

// C0 controls but tab, line feed and carriage return; DEL; C1 controls. NUL among them: PostgreSQL
// refuses it in text and JSON, and no keyboard types any of them.
// A lone UTF-16 surrogate reads as a code point of its own (category Cs) in a `u` pattern; a pair
// reads as the one character it encodes.
const controlPattern = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;
// Invisible format characters: bidi overrides, embeddings and isolates (U+202E turns
// `resume\u202Efdp.exe` into "resumeexe.pdf" on screen), zero-width spaces and joiners, the BOM.
const formatPattern = /\p{Cf}/u;

/**
 * Text a person typed: no control characters and no lone UTF-16 surrogates (which no encoding can
 * store). Applied by `text()`, `secret()` and `digits()` before their own rules, to every field.
 */
export const plainText: Rule<string> = {
  name: "plainText",
  message: "validation.characters",
  test: (v) => !controlPattern.test(v),
};

/** A person's name, shown to others: also no invisible format characters (see `formatPattern`). */
export const personName: Rule<string> = {
  name: "personName",
  message: "validation.characters",
  test: (v) => !formatPattern.test(v),
};

export const required: Rule = {
  name: "required",
  message: "validation.required",
  test: (value) => !isEmpty(value),
};

export function min(length: number): Rule<string> {
  return {
    name: "min",
    message: "validation.min",
    test: (v) => v === "" || charLength(v) >= length,
  };
}

export function max(length: number): Rule<string> {
  return { name: "max", message: "validation.max", test: (v) => charLength(v) <= length };
}

export const alphaSpaces: Rule<string> = {
  name: "alphaSpaces",
  message: "validation.alphaSpaces",
  test: (v) => v === "" || alphaSpacesPattern.test(v),
};

export const alphaNum: Rule<string> = {
  name: "alphaNum",
  message: "validation.alphaNum",
  test: (v) => v === "" || alphaNumPattern.test(v),
};

export const numeric: Rule<string> = {
  name: "numeric",
  message: "validation.numeric",
  test: (v) => v === "" || numericPattern.test(v.trim()),
};

export const email: Rule<string> = {
  name: "email",
  message: "validation.email",
  test: (v) => v === "" || emailPattern.test(v.trim()),
};

/** Matches a pattern; digits are normalised first, so Arabic-Indic digits meet `[0-9]`. */
export function regex(pattern: RegExp, message: MessageId = "validation.regex"): Rule<string> {
  return {
    name: "regex",
    message,
    test: (v) => v === "" || new RegExp(pattern.source, pattern.flags).test(normalizeDigits(v)),
  };
}

export const image: Rule = {
  name: "image",
  message: "validation.image",
  test: (value) => {
    if (isEmpty(value)) return true;
    const name = fileName(value);
    return (
      name !== undefined && (imageExtensions as readonly string[]).includes(fileExtension(name))
    );
  },
};

/** A file whose extension is one of `extensions`. */
export function fileType(
  extensions: readonly string[],
  message: MessageId = "validation.fileType",
): Rule {
  return {
    name: "fileType",
    message,
    test: (value) => {
      if (isEmpty(value)) return true;
      const name = fileName(value);
      return name !== undefined && extensions.includes(fileExtension(name));
    },
  };
}

/** A file no larger than `bytes`. */
export function maxFileSize(bytes: number): Rule {
  return {
    name: "maxFileSize",
    message: "validation.fileTooLarge",
    test: (value) => !isFileLike(value) || value.size <= bytes,
  };
}

const acceptedValues: readonly unknown[] = [true, "true", "on", "yes", 1, "1"];

export const accepted: Rule = {
  name: "accepted",
  message: "validation.accepted",
  test: (value) => acceptedValues.includes(value),
};

export function wordsMax(limit: number): Rule<string> {
  return { name: "wordsMax", message: "validation.wordsMax", test: (v) => countWords(v) <= limit };
}

/** One of a fixed list of values (a select, a radio group); empty passes, `required` checks that. */
export function oneOf(values: readonly string[]): Rule<string> {
  return {
    name: "oneOf",
    message: "validation.fieldInvalid",
    test: (v) => v === "" || values.includes(v),
  };
}

export type DateCheck = "valid" | "invalid" | "future";

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A `YYYY-MM-DD` date (the value of `<input type="date">`, Arabic-Indic digits accepted): `invalid`
 * when it is not a real calendar day (2023-02-30), `future` when it comes after `now`'s calendar day.
 */
export function checkDate(value: string, now: Date = new Date()): DateCheck {
  const match = datePattern.exec(normalizeDigits(value.trim()));
  if (!match) return "invalid";
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return "invalid";
  }
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return date.getTime() > today ? "future" : "valid";
}

/** Both halves of `validDate`: a real date, then not in the future. */
export function validDate(now: () => Date = () => new Date()): Rule<string>[] {
  return [
    {
      name: "validDate",
      message: "validation.validDate.invalid",
      test: (v) => v === "" || checkDate(v, now()) !== "invalid",
    },
    {
      name: "validDate",
      message: "validation.validDate.future",
      test: (v) => v === "" || checkDate(v, now()) !== "future",
    },
  ];
}

export interface PasswordChecks {
  /** 8 to 16 characters. */
  length: boolean;
  lowercase: boolean;
  uppercase: boolean;
  /** At least one of `PASSWORD_SPECIALS`. */
  special: boolean;
  /** At least 3 digits. */
  digits: boolean;
  noSpaces: boolean;
}

export const passwordCriteria = [
  "length",
  "lowercase",
  "uppercase",
  "special",
  "digits",
  "noSpaces",
] as const satisfies readonly (keyof PasswordChecks)[];

/** Each criterion of the password rule, for the live list shown while the visitor types. */
export function passwordChecks(value: string): PasswordChecks {
  const length = charLength(value);
  return {
    length: length >= PASSWORD_MIN && length <= PASSWORD_MAX,
    lowercase: /[a-z]/.test(value),
    uppercase: /[A-Z]/.test(value),
    special: [...value].some((char) => PASSWORD_SPECIALS.includes(char)),
    digits: (value.match(/[0-9]/g)?.length ?? 0) >= PASSWORD_MIN_DIGITS,
    noSpaces: !/\s/u.test(value),
  };
}

export const password: Rule<string> = {
  name: "password",
  message: "validation.password",
  test: (v) => v === "" || Object.values(passwordChecks(v)).every(Boolean),
};

/** The first rule a value fails, or `undefined` when it passes them all. */
export function firstFailure<V>(value: V, rules: readonly Rule<V>[]): Rule<V> | undefined {
  return rules.find((rule) => !rule.test(value));
}

/** An absolute `http:` or `https:` address (a commenter's website). */
export const url: Rule<string> = {
  name: "url",
  message: "form.field.website.invalid",
  test: (v) => {
    if (v === "") return true;
    try {
      const parsed = new URL(v.trim());
      return (
        (parsed.protocol === "http:" || parsed.protocol === "https:") &&
        parsed.hostname.includes(".")
      );
    } catch {
      return false;
    }
  },
};

/** A phone number: an optional `+`, then 7 to 15 digits (Latin or Arabic-Indic), spaces and dashes allowed. */
export const phone: Rule<string> = {
  name: "phone",
  message: "form.phone.invalid",
  test: (v) => {
    if (v === "") return true;
    const compact = normalizeDigits(v.trim()).replace(/[\s()-]/g, "");
    return /^\+?[0-9]{7,15}$/.test(compact);
  },
};
