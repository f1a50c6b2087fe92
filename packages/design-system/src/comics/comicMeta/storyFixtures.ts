// For stories only: a small catalog in each language. Some names stay in the other language (a
// comic known by its original title), to show `<bdi>` and `lang` at work.
import type { Locale } from "@rawafed/i18n";
import { coverSrc } from "../shared/storyHelpers";
import type { ComicGridItem } from "./ComicGrid";
import type { ComicGenre } from "./comicMeta";

interface FixtureComic {
  slug: string;
  name: string;
  /** Set when the name is not in the page's language. */
  lang?: string;
  genre: ComicGenre;
}

export const comicsIn: Record<Locale, FixtureComic[]> = {
  en: [
    { slug: "the-night-courier", name: "The Night Courier", genre: "adventure" },
    { slug: "sand-and-steel", name: "رمال وفولاذ", lang: "ar", genre: "action" },
    { slug: "harbor-lights", name: "Harbor Lights", genre: "drama" },
    { slug: "the-last-warehouse", name: "The Last Warehouse", genre: "mystery" },
    { slug: "paper-cranes", name: "Paper Cranes", genre: "sliceOfLife" },
  ],
  ar: [
    { slug: "the-night-courier", name: "ساعي الليل", genre: "adventure" },
    { slug: "sand-and-steel", name: "رمال وفولاذ", genre: "action" },
    { slug: "harbor-lights", name: "Harbor Lights", lang: "en", genre: "drama" },
    { slug: "the-last-warehouse", name: "المستودع الأخير", genre: "mystery" },
    { slug: "paper-cranes", name: "طيور الورق", genre: "sliceOfLife" },
  ],
};

/** Cards for a grid; `genreName` localizes the genre as the app would. */
export function cardsIn(locale: Locale, genreName: (genre: ComicGenre) => string): ComicGridItem[] {
  return comicsIn[locale].map((comic, index) => ({
    name: comic.name,
    href: `/${locale}/comics/${comic.slug}`,
    coverSrc,
    genre: genreName(comic.genre),
    status: index % 2 ? "completed" : "ongoing",
    rating: 4.6 - index * 0.4,
    views: 12840 - index * 2100,
    chapters: 24 - index * 3,
  }));
}

/** A second cover colour, so lists do not look like one image repeated. */
export const coverSrcAlt = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300"><rect width="200" height="300" fill="#8a6d3b"/><g fill="#f4f1ec"><rect x="14" y="14" width="80" height="272" rx="6"/><rect x="106" y="14" width="80" height="130" rx="6"/><rect x="106" y="156" width="80" height="130" rx="6"/></g><circle cx="54" cy="120" r="26" fill="#0b3d5c"/></svg>`,
)}`;

/** Recent chapters in both translation languages, newest first. */
export function latestIn(locale: Locale) {
  return comicsIn[locale].slice(0, 4).map((comic, index) => ({
    comicName: comic.name,
    comicNameLang: comic.lang,
    number: 12 - index * 2,
    language: (index % 2 ? "arabic" : "english") as "arabic" | "english",
    date: `2025-05-${String(20 - index * 3).padStart(2, "0")}`,
    href: `/${locale}/comics/${comic.slug}/${12 - index * 2}`,
    coverSrc: index % 2 ? coverSrcAlt : coverSrc,
  }));
}

export const genreCounts: { genre: ComicGenre; count: number }[] = [
  { genre: "action", count: 12 },
  { genre: "adventure", count: 9 },
  { genre: "comedy", count: 1 },
  { genre: "drama", count: 7 },
  { genre: "fantasy", count: 4 },
  { genre: "mystery", count: 2 },
  { genre: "sciFi", count: 3 },
  { genre: "sliceOfLife", count: 11 },
];

export const genreLinksIn = (locale: Locale) =>
  genreCounts.map((entry) => ({ ...entry, href: `/${locale}/comics/search?genre=${entry.genre}` }));

export const facets = {
  genres: genreCounts.map(({ genre, count }) => ({ value: genre, count })),
  statuses: [
    { value: "ongoing" as const, count: 31 },
    { value: "completed" as const, count: 18 },
  ],
  languages: [
    { value: "arabic" as const, count: 1204 },
    { value: "english" as const, count: 36 },
    { value: "french" as const, count: 2 },
  ],
  directions: [
    { value: "rtl" as const, count: 22 },
    { value: "ltr" as const, count: 19 },
    { value: "vertical" as const, count: 8 },
  ],
};

/** Search results: names in the page's language, the other name in its own. */
export function resultsIn(locale: Locale) {
  const other: Record<string, { name: string; lang: string }> = {
    "the-night-courier":
      locale === "en"
        ? { name: "ساعي الليل", lang: "ar" }
        : { name: "The Night Courier", lang: "en" },
    "paper-cranes": { name: "Orizuru", lang: "ja-Latn" },
  };
  return comicsIn[locale].slice(0, 3).map((comic, index) => ({
    name: comic.name,
    nameLang: comic.lang,
    otherName: other[comic.slug]?.name,
    otherNameLang: other[comic.slug]?.lang,
    href: `/${locale}/comics/${comic.slug}`,
    coverSrc: index % 2 ? coverSrcAlt : coverSrc,
    genres: [comic.genre, "drama" as ComicGenre].filter((g, i, all) => all.indexOf(g) === i),
    status: (index % 2 ? "completed" : "ongoing") as "completed" | "ongoing",
    rating: 4.3 - index * 0.5,
    latestChapter: { number: 12 - index, href: `/${locale}/comics/${comic.slug}/${12 - index}` },
  }));
}

/** The comic page's top, in each language. */
export function headerIn(locale: Locale) {
  const en = locale === "en";
  return {
    name: en ? { name: "The Night Courier" } : { name: "ساعي الليل" },
    translatedName: en
      ? { name: "ساعي الليل", lang: "ar" }
      : { name: "The Night Courier", lang: "en" },
    otherNames: [{ name: "Yoru no Hikyaku", lang: "ja-Latn" }],
    coverSrc,
    description: en
      ? "A courier who only works after dark carries parcels across a port city that never sleeps.\nEvery parcel hides a story, and one of them could end the city's oldest feud.\nBetween rooftops, warehouses and night markets, she learns who she can trust, and what the city owes her.\nThe first arc follows a single sealed parcel from the harbour to the old market."
      : "ساعية لا تعمل إلا بعد حلول الظلام تنقل الطرود عبر مدينة ساحلية لا تنام.\nيخفي كل طرد حكاية، وقد ينهي أحدها أقدم خصومة في المدينة.\nبين الأسطح والمستودعات وأسواق الليل، تتعلم بمن تثق، وما الذي تدين به المدينة لها.\nيتتبع الجزء الأول طرداً مختوماً واحداً من المرفأ إلى السوق القديم.",
    publisher: {
      name: en ? "Harbor Press" : "دار المرفأ",
      href: `/${locale}/publishers/harbor-press`,
    },
    genres: (["adventure", "mystery"] as ComicGenre[]).map((genre) => ({
      genre,
      href: `/${locale}/comics/search?genre=${genre}`,
    })),
    artist: "Mika Tanaka",
    writer: en ? "Sara Al-Harbi" : "سارة الحربي",
    status: "ongoing" as const,
    direction: "rtl" as const,
    originalLanguage: en ? "Japanese" : "اليابانية",
    translationLanguage: (en ? "english" : "arabic") as "english" | "arabic",
    views: 12840,
    rating: { average: 4.3, count: 27 },
    readHref: `/${locale}/comics/the-night-courier/1`,
    followers: 312,
    loginHref: `/${locale}/login`,
  };
}

/** Chapters in English and Arabic; some read, some with a PDF of known size. */
export function chapterGroupsIn(locale: Locale) {
  const titles = {
    english: ["The sealed parcel", "Rooftops at midnight", "The old warehouse"],
    arabic: ["الطرد المختوم", "فوق الأسطح عند منتصف الليل", "المستودع القديم"],
  };
  const translators = {
    english: { name: "Lina Haddad", href: `/${locale}/translators/7` },
    arabic: { name: "نورة العتيبي", href: `/${locale}/translators/3` },
  };
  const order = (locale === "en" ? ["english", "arabic"] : ["arabic", "english"]) as (
    | "english"
    | "arabic"
  )[];
  return order.map((language) => ({
    language,
    chapters: titles[language].map((title, index) => ({
      number: index + 1,
      title,
      titleLang: language === "english" ? "en" : "ar",
      href: `/${locale}/comics/the-night-courier/${index + 1}?language=${language}`,
      date: `2025-0${index + 3}-0${index + 4}`,
      translator: translators[language],
      read: index === 0,
      pdf:
        index === 2
          ? undefined
          : {
              href: `/files/the-night-courier-${language}-${index + 1}.pdf`,
              bytes: index ? 734_003 : 4_404_019,
            },
    })),
  }));
}

/** Comments: one in the other language, one with line breaks, one from a deleted account. */
export function commentsIn(locale: Locale) {
  const en = locale === "en";
  return [
    {
      id: "c1",
      author: { name: en ? "Omar Khalid" : "عمر خالد" },
      date: "2025-05-18T21:40",
      body: en
        ? "The rooftop chase in chapter 2 is beautiful.\nCan't wait for the next one!"
        : "مطاردة الأسطح في الفصل الثاني رائعة.\nبانتظار الفصل القادم!",
    },
    {
      id: "c2",
      author: { name: en ? "ريم" : "Emily Clarke" },
      date: "2025-05-19T08:05",
      body: en ? "ترجمة ممتازة، شكراً للفريق." : "Great translation, thank you!",
    },
    { id: "c3", author: null, date: "2025-05-20T13:15", body: en ? "First!" : "أول تعليق!" },
    {
      id: "c4",
      author: { name: en ? "Sam Lee" : "سامي علي" },
      date: "2025-05-21T19:30",
      body: en
        ? "Who sent the parcel? My guess: the harbour master."
        : "من أرسل الطرد؟ أظنه مدير المرفأ.",
      own: true,
    },
  ];
}
