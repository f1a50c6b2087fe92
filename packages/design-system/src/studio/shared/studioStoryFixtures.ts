// For stories only: the studio's data as an app's server would hand it to the parts.
import { formatMessage, type Locale, type MessageId, type MessageValues } from "@rawafed/i18n";
import { catalogs } from "@rawafed/i18n/catalogs";
import type {
  DiffSegment,
  EditorialLanguage,
  EditorialState,
  MediaImage,
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

const picture = (sky: string, ground: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${sky}"/><rect y="190" width="400" height="110" fill="${ground}"/><rect x="250" y="110" width="110" height="110" fill="#0b3d5c"/><circle cx="90" cy="70" r="30" fill="#c7ab7b"/></svg>`,
  )}`;

/** Three images: both alt texts, the Arabic missing, none written and unused. */
export const mediaImages: MediaImage[] = [
  {
    id: "m1",
    src: picture("#dbe7ef", "#8a6d3b"),
    fileName: "rawafed-park-warehouse.jpg",
    bytes: 348_160,
    alt: {
      en: "The main warehouse of Rawafed Park at dusk",
      ar: "المستودع الرئيسي في حديقة روافد عند الغروب",
    },
    focalPoint: { x: 75, y: 55 },
    usedIn: [
      { label: "New cold rooms at Rawafed Park", href: "/en/studio/news/n3" },
      { label: "روافد في معرض الرياض للخدمات اللوجستية", href: "/ar/studio/news/n1" },
    ],
  },
  {
    id: "m2",
    src: picture("#f4f1ec", "#1e6b3a"),
    fileName: "معرض-الرياض-2025.png",
    bytes: 2_411_724,
    alt: { en: "Our booth B-12 at the Riyadh exhibition", ar: "" },
    focalPoint: { x: 50, y: 50 },
    usedIn: [{ label: "Annual general assembly 2025", href: "/en/studio/news/n2" }],
  },
  {
    id: "m3",
    src: picture("#e9e4f2", "#4a5866"),
    fileName: "racking-detail.webp",
    bytes: 96_000,
    alt: { en: "", ar: "" },
    focalPoint: { x: 20, y: 30 },
    usedIn: [],
  },
];
