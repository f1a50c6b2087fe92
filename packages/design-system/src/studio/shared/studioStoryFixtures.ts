// For stories only: the studio's data as an app's server would hand it to the parts.
import { formatMessage, type Locale, type MessageId, type MessageValues } from "@rawafed/i18n";
import { catalogs } from "@rawafed/i18n/catalogs";
import type {
  DiffSegment,
  EditorialLanguage,
  EditorialState,
  RevisionEntry,
  StudioListItem,
  StudioVersionSummary,
} from "../types";

const version = (
  language: EditorialLanguage,
  state: EditorialState,
  title: string | null,
  updatedAt: string | null,
  extra: Partial<StudioVersionSummary> = {},
): StudioVersionSummary => ({
  language,
  state,
  title,
  updatedAt,
  outdated: false,
  scheduledAt: null,
  ...extra,
});

/** Four news items: both languages, English only, Arabic only (outdated), one scheduled. */
export const newsItems = (locale: "en" | "ar"): StudioListItem[] => [
  {
    id: "n1",
    kind: "news",
    href: `/${locale}/studio/news/n1`,
    updatedBy: "Sara Al-Harbi",
    versions: {
      en: version(
        "en",
        "published",
        "Rawafed at the Riyadh logistics exhibition",
        "2025-05-20T09:15:00Z",
      ),
      ar: version(
        "ar",
        "published",
        "روافد في معرض الرياض للخدمات اللوجستية",
        "2025-05-20T11:40:00Z",
      ),
    },
  },
  {
    id: "n2",
    kind: "news",
    href: `/${locale}/studio/news/n2`,
    updatedBy: "Omar Nasser",
    versions: {
      en: version("en", "draft", "Annual general assembly 2025", "2025-05-27T21:30:00Z"),
      ar: version("ar", "missing", null, null),
    },
  },
  {
    id: "n3",
    kind: "news",
    href: `/${locale}/studio/news/n3`,
    updatedBy: "نورة القحطاني",
    versions: {
      en: version("en", "published", "New cold rooms at Rawafed Park", "2025-04-02T08:00:00Z", {
        outdated: true,
      }),
      ar: version("ar", "inReview", "غرف تبريد جديدة في حديقة روافد", "2025-05-01T13:05:00Z"),
    },
  },
  {
    id: "n4",
    kind: "news",
    href: `/${locale}/studio/news/n4`,
    updatedBy: null,
    versions: {
      en: version("en", "missing", null, null),
      ar: version("ar", "scheduled", "نتائج الربع الأول على منصة تداول", "2025-05-29T07:00:00Z", {
        scheduledAt: "2025-06-01T06:00:00Z",
      }),
    },
  },
];

/** A catalog message in a locale, formatted with its values (ICU), for play functions. */
export function say(locale: Locale, id: MessageId, values?: MessageValues): string {
  return formatMessage(locale, catalogs[locale], id, values);
}

/** An English version's revisions, oldest first as a store would give them. */
export const revisions: RevisionEntry[] = [
  { id: "r1", number: 1, author: "Sara Al-Harbi", at: "2025-05-18T07:00:00Z", note: "First draft" },
  { id: "r2", number: 2, author: "Omar Nasser", at: "2025-05-19T12:20:00Z", note: null },
  {
    id: "r3",
    number: 3,
    author: "نورة القحطاني",
    at: "2025-05-20T09:15:00Z",
    note: "Fixed the booth number (B-12) — رقم الجناح",
  },
  { id: "r4", number: 4, author: null, at: "2025-05-27T21:30:00Z", note: null },
];

/** Two revisions of an Arabic news text compared, with English inside it and a new line. */
export const arabicDiff: DiffSegment[] = [
  { kind: "same", text: "تشارك روافد في معرض " },
  { kind: "removed", text: "الرياض" },
  { kind: "added", text: "Riyadh Logistics Expo" },
  { kind: "same", text: " في الجناح B-12.\n" },
  { kind: "added", text: "يقام المعرض من 12 إلى 14 مايو.\n" },
  { kind: "same", text: "The booth shows " },
  { kind: "removed", text: "racking" },
  { kind: "added", text: "racking, pallets and الرفوف الذكية" },
  { kind: "same", text: "." },
];
