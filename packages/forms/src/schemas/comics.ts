// The comics platform's forms (SPEC.md sections 2, 3 and 5).
import * as z from "zod/mini";
import {
  accepted,
  alphaSpaces,
  choice,
  choices,
  confirmed,
  digits,
  email,
  file,
  fileType,
  firstFailure,
  flag,
  image,
  max,
  maxFileSize,
  min,
  normalizeDigits,
  numeric,
  password,
  personName,
  type Rule,
  regex,
  required,
  secret,
  text,
  validDate,
  wordsMax,
} from "../rules/index";
import {
  APP_PASSWORD_NAME_MAX,
  CHAPTER_PDF_MAX_BYTES,
  CHAPTER_TRANSCRIPTS_MAX,
  chapterIssues,
  comicGenres,
  comicStatuses,
  DESCRIPTION_MAX_WORDS,
  EMAIL_MAX,
  genders,
  IMAGE_MAX_BYTES,
  MESSAGE_MAX,
  NAME_MAX,
  PASSKEY_NAME_MAX,
  pdfExtensions,
  RESET_CODE_LENGTH,
  readingDirections,
  SHORT_TEXT_MAX,
  SUMMARY_MAX,
  TEAM_DESCRIPTION_MAX,
  TEAM_NAME_MAX,
  TEAM_NAME_MIN,
  TRANSCRIPT_MAX,
  translationLanguages,
  translatorLanguages,
} from "./constants";
import { commentSchema } from "./corporate";
import { nationalities } from "./nationalities";

const emailAddress = () => text(required, email, max(EMAIL_MAX));
const newPassword = () => secret(required, password);
const imageFile = (...rules: Parameters<typeof file>) =>
  file(...rules, image, maxFileSize(IMAGE_MAX_BYTES));

export const loginSchema = z.object({
  email: emailAddress(),
  // No policy check at log-in: an account made under older rules still signs in.
  password: secret(required),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

const fullName = () => text(required, alphaSpaces, max(NAME_MAX));

export const signUpStep1Schema = confirmed(
  z.object({
    fullName: fullName(),
    email: emailAddress(),
    password: newPassword(),
    confirmPassword: secret(required),
  }),
  "confirmPassword",
  "password",
);
export type SignUpStep1Input = z.input<typeof signUpStep1Schema>;
export type SignUpStep1Values = z.output<typeof signUpStep1Schema>;

/** Step 2; `now` is the clock the date of birth is checked against (injectable for tests). */
export function createSignUpStep2Schema(now: () => Date = () => new Date()) {
  return z.object({
    gender: choice(genders),
    dateOfBirth: text(...validDate(now)),
    nationality: choice(nationalities),
    photo: imageFile(),
    consent: flag(accepted),
  });
}
export const signUpStep2Schema = createSignUpStep2Schema();
export type SignUpStep2Input = z.input<typeof signUpStep2Schema>;
export type SignUpStep2Values = z.output<typeof signUpStep2Schema>;

/** Both steps, as the server receives the finished sign-up. */
export const signUpSchema = confirmed(
  z.object({ ...signUpStep1Schema.shape, ...signUpStep2Schema.shape }),
  "confirmPassword",
  "password",
);
export type SignUpValues = z.output<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailAddress() });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

/** The 6-digit reset code; Arabic-Indic digits are accepted and handed on as Latin digits. */
export const resetCodeSchema = z.object({
  code: digits(required, regex(new RegExp(`^[0-9]{${RESET_CODE_LENGTH}}$`), "validation.code")),
});
export type ResetCodeInput = z.input<typeof resetCodeSchema>;
export type ResetCodeValues = z.output<typeof resetCodeSchema>;

/** An authenticator app's 6-digit code (a space in its middle, as apps show it, is allowed). */
export const TOTP_CODE = /^[0-9]{3} ?[0-9]{3}$/;
/** A one-time backup code, as they were given: five letters or digits, a dash, five more. */
export const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** The second step of a log-in: the code of an authenticator app, or a backup code. */
export const secondFactorSchema = z.object({
  code: digits(
    required,
    regex(new RegExp(`${TOTP_CODE.source}|${BACKUP_CODE.source}`), "validation.secondFactorCode"),
  ),
});
export type SecondFactorInput = z.input<typeof secondFactorSchema>;
export type SecondFactorValues = z.output<typeof secondFactorSchema>;

export const newPasswordSchema = confirmed(
  z.object({ password: newPassword(), confirmPassword: secret(required) }),
  "confirmPassword",
  "password",
);
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export type NewPasswordValues = z.output<typeof newPasswordSchema>;

/** The account's personal information: name, e-mail (a new one is verified first), a new photo. */
export const profileSchema = z.object({
  fullName: fullName(),
  email: emailAddress(),
  photo: imageFile(),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

/** A signed-in person's change of password: the current one proves it is them. */
export const changePasswordSchema = confirmed(
  z.object({
    currentPassword: secret(required),
    newPassword: newPassword(),
    confirmNewPassword: secret(required),
  }),
  "confirmNewPassword",
  "newPassword",
);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;

/** The account's settings: the language of the e-mails it receives. */
export const accountSettingsSchema = z.object({ mailLocale: choice(["en", "ar"] as const) });
export type AccountSettingsInput = z.input<typeof accountSettingsSchema>;
export type AccountSettingsValues = z.output<typeof accountSettingsSchema>;

/** The account's password, asked again before a change to its security. */
export const passwordCheckSchema = z.object({ password: secret(required) });
export type PasswordCheckValues = z.output<typeof passwordCheckSchema>;

/** A new passkey's name, which the person may leave empty. */
export const addPasskeySchema = z.object({ name: text(max(PASSKEY_NAME_MAX)) });
export type AddPasskeyValues = z.output<typeof addPasskeySchema>;

/** A new app password for a reading app: the app's name, to tell it apart and revoke it. */
export const appPasswordSchema = z.object({ name: text(required, max(APP_PASSWORD_NAME_MAX)) });
export type AppPasswordValues = z.output<typeof appPasswordSchema>;

/** An app password to revoke, by its id. */
export const appPasswordIdSchema = z.object({ id: text(required, max(64)) });

/** Deleting the account asks for its password (after a confirmation). */
export const deleteAccountSchema = passwordCheckSchema;
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
export type DeleteAccountValues = z.output<typeof deleteAccountSchema>;

export const uploadComicSchema = z.object({
  cover: imageFile(required),
  seriesName: text(required, max(SHORT_TEXT_MAX)),
  otherName: text(max(SHORT_TEXT_MAX)),
  description: text(wordsMax(DESCRIPTION_MAX_WORDS)),
  publisher: text(required, max(SHORT_TEXT_MAX)),
  genre: choice(comicGenres, required),
  artist: text(required, personName, max(NAME_MAX)),
  writer: text(required, personName, max(NAME_MAX)),
  direction: choice(readingDirections, required),
  originalLanguage: choice(translationLanguages),
  translationLanguage: choice(translationLanguages, required),
  translatedName: text(max(SHORT_TEXT_MAX)),
  status: choice(comicStatuses),
});
export type UploadComicInput = z.input<typeof uploadComicSchema>;

/** A comic's details edited by its translator: the same rules, a new cover optional. */
export const editComicSchema = z.extend(uploadComicSchema, { cover: imageFile() });
export type UploadComicValues = z.output<typeof uploadComicSchema>;

/** A record's id (a comic's, a team's), as the database makes it: a lower-case UUID. */
const recordId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * An optional team of the person's own, by its id, or `""` for none (the server checks that they
 * belong to it). Absent when the form offers no team.
 */
const optionalTeam = () => z.optional(text(regex(recordId, "validation.fieldInvalid")));

export const uploadChapterSchema = z.object({
  /** A comic of the translator's own, by its id (the server checks that it is theirs). */
  comic: text(required, regex(recordId, "validation.fieldInvalid")),
  chapterNumber: digits(required, numeric, max(6)),
  cover: imageFile(required),
  pdf: file(required, fileType(pdfExtensions), maxFileSize(CHAPTER_PDF_MAX_BYTES)),
  translationLanguage: choice(translationLanguages, required),
  /** Optional: the pages' transcripts, each page ended by a line of `---`. */
  transcripts: z.optional(text(max(CHAPTER_TRANSCRIPTS_MAX))),
  /** Optional: the team the chapter is credited to (with its members), `""` for the uploader only. */
  team: optionalTeam(),
});
export type UploadChapterInput = z.input<typeof uploadChapterSchema>;
export type UploadChapterValues = z.output<typeof uploadChapterSchema>;

export const translatorApplicationSchema = z.object({
  languages: choices(translatorLanguages, required),
  message: text(required, max(MESSAGE_MAX)),
  /** Optional: the team the applicant asks to join, `""` for none. */
  team: optionalTeam(),
});
export type TranslatorApplicationInput = z.input<typeof translatorApplicationSchema>;
export type TranslatorApplicationValues = z.output<typeof translatorApplicationSchema>;

/**
 * A translator team: its name (shown to readers, so no invisible characters), a description, and
 * the languages it translates into (at least one).
 */
export const teamSchema = z.object({
  name: text(required, personName, min(TEAM_NAME_MIN), max(TEAM_NAME_MAX)),
  description: z._default(text(max(TEAM_DESCRIPTION_MAX)), ""),
  languages: choices(translationLanguages, required),
});
export type TeamInput = z.input<typeof teamSchema>;
export type TeamValues = z.output<typeof teamSchema>;

/** A translator a team's leader adds to the team, by their account's e-mail address. */
export const teamMemberSchema = z.object({ email: emailAddress() });
export type TeamMemberInput = z.input<typeof teamMemberSchema>;
export type TeamMemberValues = z.output<typeof teamMemberSchema>;

export const askForComicSchema = z.object({
  comicName: text(required, max(SHORT_TEXT_MAX)),
  chapter: text(max(SHORT_TEXT_MAX)),
  details: text(required, max(SUMMARY_MAX)),
});
export type AskForComicInput = z.input<typeof askForComicSchema>;
export type AskForComicValues = z.output<typeof askForComicSchema>;

export const reportChapterIssueSchema = z.object({
  issue: choice(chapterIssues, required),
  details: text(max(SUMMARY_MAX)),
});
export type ReportChapterIssueInput = z.input<typeof reportChapterIssueSchema>;
export type ReportChapterIssueValues = z.output<typeof reportChapterIssueSchema>;

/**
 * A page's transcript, as its translator writes it: the balloons, captions and sound effects in
 * reading order, in the chapter's language. Empty removes it.
 */
export const pageTranscriptSchema = z.object({ transcript: text(max(TRANSCRIPT_MAX)) });
export type PageTranscriptInput = z.input<typeof pageTranscriptSchema>;
export type PageTranscriptValues = z.output<typeof pageTranscriptSchema>;

/** A signed-in reader's comment on a comic or a chapter: the blog comment's own rule. */
export const comicCommentSchema = z.object({ comment: commentSchema.shape.comment });
export type ComicCommentInput = z.input<typeof comicCommentSchema>;
export type ComicCommentValues = z.output<typeof comicCommentSchema>;

/** What a reader rates: the stars of a comic, and of a translator also their work's two sides. */
export const ratingCriteria = ["stars", "quality", "clarity"] as const;
export type RatingCriterion = (typeof ratingCriteria)[number];

/** A star rating as a number, or as the digit a native form sends; `""` and 0 are "not rated". */
function starCount(value: number | string): number {
  if (typeof value === "number") return value;
  const digits = normalizeDigits(value.trim());
  return digits === "" ? 0 : Number(digits);
}

const rated: Rule<number> = {
  name: "required",
  message: "validation.required",
  test: (value) => value !== 0,
};
const oneToFive: Rule<number> = {
  name: "stars",
  message: "validation.fieldInvalid",
  test: (value) => Number.isInteger(value) && value >= 1 && value <= 5,
};

/** One star rating, 1 to 5, required (0 is the star field's "not rated yet"); handed on as a number. */
export function starRating() {
  return z
    .custom<number | string>((value) => typeof value === "number" || typeof value === "string", {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? "validation.required"
          : "validation.fieldInvalid",
    })
    .check(
      z.superRefine((value, ctx) => {
        const failed = firstFailure(starCount(value), [rated, oneToFive]);
        if (failed) {
          ctx.addIssue({ code: "custom", message: failed.message, params: { rule: failed.name } });
        }
      }),
      z.overwrite(starCount),
    ) as unknown as z.ZodMiniType<number, number | string>;
}

/** A rating of the given criteria, each of them a required star rating. */
export function createRatingSchema<const C extends RatingCriterion>(criteria: readonly C[]) {
  const shape = Object.fromEntries(criteria.map((criterion) => [criterion, starRating()]));
  return z.object(shape as Record<C, ReturnType<typeof starRating>>);
}

/** A reader's rating of a comic. */
export const comicRatingSchema = createRatingSchema(["stars"]);
export type ComicRatingValues = z.output<typeof comicRatingSchema>;

/** A reader's rating of a translator: the stars, the translation's quality, the images' clarity. */
export const translatorRatingSchema = createRatingSchema(["stars", "quality", "clarity"]);
export type TranslatorRatingValues = z.output<typeof translatorRatingSchema>;

/** The values of a rating of `C`: one number from 1 to 5 per criterion. */
export type RatingValues<C extends RatingCriterion = RatingCriterion> = Record<C, number>;
