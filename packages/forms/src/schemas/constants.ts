// The fixed lists and limits the schemas, the forms and the server share.

/** The hidden trap field of the corporate forms: a person leaves it empty, a bot fills it in. */
export const HONEYPOT_FIELD = "company_website";

const MB = 1024 * 1024;

/** CV upload: pdf, doc or docx up to 5 MB (CONTRACT.md). */
export const CV_MAX_BYTES = 5 * MB;
export const cvExtensions = ["pdf", "doc", "docx"] as const;

/** Covers and profile photos. */
export const IMAGE_MAX_BYTES = 5 * MB;

/** An image of the studio's media library (its upload field is `file`). */
export const MEDIA_MAX_BYTES = 15 * MB;
/** Its alt text in one language. */
export const MEDIA_ALT_MAX = 500;

/** Chapter PDFs: up to 100 MB (CONTRACT.md, "Operations"). */
export const CHAPTER_PDF_MAX_BYTES = 100 * MB;
export const pdfExtensions = ["pdf"] as const;
/** A chapter's pages at most (a chapter, not a book: issue #23). */
export const CHAPTER_MAX_PAGES = 500;
/**
 * A chapter page's longer side at most this many times its shorter: the page pipeline draws pages
 * at most 16000 px tall, and a page this long is still drawn 800 px wide (the small image's width);
 * a longer one would be too narrow to read.
 */
export const CHAPTER_PAGE_MAX_RATIO = 20;

/** Comic description: up to 300 words (SPEC.md section 9). */
export const DESCRIPTION_MAX_WORDS = 300;

/** Reset code: 6 digits. */
export const RESET_CODE_LENGTH = 6;

/** Plain text limits (characters). */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const SHORT_TEXT_MAX = 200;
/** A passkey's name: a device's, as a list shows it on one line. */
export const PASSKEY_NAME_MAX = 60;
/** An app password's name (the reading app's), as better-auth's api-key plugin takes it. */
export const APP_PASSWORD_NAME_MAX = 32;
export const SUMMARY_MAX = 1000;
export const MESSAGE_MAX = 2000;
/** A page's transcript: its balloons, captions and sound effects, a page at most. */
export const TRANSCRIPT_MAX = 4000;
/** A chapter's transcripts typed at upload, every page together. */
export const CHAPTER_TRANSCRIPTS_MAX = 40_000;

export const genders = ["male", "female"] as const;
export type Gender = (typeof genders)[number];

/** Languages a comic is translated into; each is the message id `language.<id>`. */
export const translationLanguages = [
  "english",
  "arabic",
  "chinese",
  "hindi",
  "italian",
  "spanish",
  "russian",
  "turkish",
  "french",
  "german",
] as const;
export type TranslationLanguage = (typeof translationLanguages)[number];

/** Languages of the translator application. */
export const translatorLanguages = ["arabic", "english", "french"] as const;
export type TranslatorLanguage = (typeof translatorLanguages)[number];

/** A translator team's name, as readers see it on the team's chapters (characters). */
export const TEAM_NAME_MIN = 2;
export const TEAM_NAME_MAX = 60;
/** A translator team's description (characters). */
export const TEAM_DESCRIPTION_MAX = 1000;

/** A translator team member's role: the leader adds the members. */
export const teamRoles = ["leader", "member"] as const;
export type TeamRole = (typeof teamRoles)[number];

/** Comic status; each is the message id `comics.status.<id>`. */
export const comicStatuses = ["ongoing", "completed"] as const;
export type ComicStatus = (typeof comicStatuses)[number];

/** Comic genres, searched and filtered by; each is the message id `comics.genre.<id>`. */
export const comicGenres = [
  "action",
  "adventure",
  "comedy",
  "drama",
  "fantasy",
  "historical",
  "horror",
  "mystery",
  "romance",
  "sciFi",
  "sliceOfLife",
  "sports",
] as const;
export type ComicGenre = (typeof comicGenres)[number];

/** How a comic is read; each is the message id `comics.direction.<id>`. */
export const readingDirections = ["rtl", "ltr", "vertical"] as const;
export type ReadingDirection = (typeof readingDirections)[number];

/** Chapter issue report options; each is the message id `comics.report.<id>`. */
export const chapterIssues = ["typos", "translation", "blurry"] as const;
export type ChapterIssue = (typeof chapterIssues)[number];

/** The largest document PDF the studio accepts (a year's statements with notes run to a few MB). */
export const DOCUMENT_MAX_BYTES = 40 * MB;

/** The largest video the studio accepts (a few minutes of 1080p). */
export const VIDEO_MAX_BYTES = 200 * MB;

/**
 * The values some messages need, per field name: `validation.wordsMax` and
 * `validation.fileTooLarge` carry their `{max}`, the chapter PDF's refusals its page limits. The
 * forms and the server format with these.
 */
export const fieldMessageValues: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  description: { max: DESCRIPTION_MAX_WORDS },
  cv: { max: CV_MAX_BYTES / MB },
  cover: { max: IMAGE_MAX_BYTES / MB },
  photo: { max: IMAGE_MAX_BYTES / MB },
  file: { max: MEDIA_MAX_BYTES / MB },
  document: { max: DOCUMENT_MAX_BYTES / MB },
  video: { max: VIDEO_MAX_BYTES / MB },
  pdf: {
    max: CHAPTER_PDF_MAX_BYTES / MB,
    maxPages: CHAPTER_MAX_PAGES,
    maxRatio: CHAPTER_PAGE_MAX_RATIO,
  },
};

/** The values to format a field's message with (empty for most fields). */
export function messageValues(field: string): Record<string, number> {
  return { ...fieldMessageValues[field] };
}
