// The search bench: a catalog of 10,000 comics and 100,000 chapters inserted in a few statements
// (names generated in English and Arabic, with hamza, taa marbuta and Eastern digits), then a mix
// of searches timed one after the other. Run by `node scripts/bench-search.mjs`.

import { comicGenres } from "@rawafed/forms/schemas";
import { sql } from "drizzle-orm";
import { type SearchParams, searchComics } from "../src/server/comics/search";
import { textArray } from "../src/server/comics/shared";
import type { Database } from "../src/server/db/index";

const englishWords = [
  "shadow",
  "moon",
  "garden",
  "desert",
  "riders",
  "school",
  "heroes",
  "ocean",
  "drift",
  "night",
  "library",
  "dragon",
  "empire",
  "silver",
  "blade",
  "crimson",
  "tower",
  "forest",
  "spirit",
  "hunter",
  "storm",
  "kingdom",
  "legend",
  "winter",
  "falcon",
  "river",
  "secret",
  "machine",
  "island",
  "star",
  "flame",
  "whisper",
  "iron",
  "crown",
  "sea",
  "wolf",
  "city",
  "dream",
  "ghost",
  "castle",
];
const arabicWords = [
  "أبطال",
  "المدرسة",
  "حديقة",
  "القمر",
  "فرسان",
  "الصحراء",
  "مكتبة",
  "الليل",
  "إمبراطورية",
  "التنين",
  "سيف",
  "القرمزي",
  "برج",
  "الغابة",
  "روح",
  "الصياد",
  "عاصفة",
  "مملكة",
  "أسطورة",
  "الشتاء",
  "صقر",
  "النهر",
  "سر",
  "الآلة",
  "جزيرة",
  "نجمة",
  "اللهب",
  "همسة",
  "الحديد",
  "التاج",
  "البحر",
  "ذئب",
  "المدينة",
  "حلم",
  "شبح",
  "القلعة",
  "مؤامرة",
  "رئيس",
  "مدينة",
  "هاوية",
];

export interface BenchSize {
  comics: number;
  chaptersPerComic: number;
}

/** Inserts the bench catalog (statement-level triggers keep comic_stats in a few updates). */
export async function seedComicsSearch(db: Database, size: BenchSize): Promise<void> {
  const en = textArray(englishWords);
  const ar = textArray(arabicWords);
  const genres = textArray(comicGenres);
  // Word picks: coprime strides give every comic its own pair of words; the number keeps names
  // distinct, written in Arabic-Indic digits in the Arabic name of every 7th comic.
  await db.execute(sql`
    insert into comics (slug, name, translated_name, other_names, genres, status, direction,
      original_language, translation_language, views, state, published_at)
    select 'bench-' || i,
      initcap(e[1 + (i * 7) % ${englishWords.length}] || ' ' || e[1 + (i * 13 + i / 40) % ${englishWords.length}]) || ' ' || i,
      a[1 + (i * 11) % ${arabicWords.length}] || ' ' || a[1 + (i * 17 + i / 40) % ${arabicWords.length}] || ' '
        || case when i % 7 = 0 then translate(i::text, '0123456789', '٠١٢٣٤٥٦٧٨٩') else i::text end,
      array[e[1 + (i * 3) % ${englishWords.length}] || ' ' || a[1 + (i * 5) % ${arabicWords.length}]],
      array_remove(array[g[1 + i % 12], case when i % 2 = 0 then g[1 + (i / 2) % 12] end,
        case when i % 3 = 0 then g[1 + (i / 3) % 12] end], null),
      case when i % 3 = 0 then 'completed' else 'ongoing' end,
      (array['rtl', 'ltr', 'vertical'])[1 + i % 3],
      'english', 'arabic',
      (i * 7919) % 100000,
      case when i % 20 = 0 then 'in_review' else 'published' end,
      now() - make_interval(mins => i)
    from generate_series(1, ${size.comics}) as i,
      (select ${en} as e, ${ar} as a, ${genres} as g) as words`);
  // Half English, half Arabic; every 4th comic only in English; every 10th chapter not published.
  await db.execute(sql`
    insert into chapters (comic_id, number, language, state, pipeline, page_count, published_at)
    select c.id,
      case when c.views % 4 = 0 then k else (k - 1) % ${Math.ceil(size.chaptersPerComic / 2)} + 1 end,
      case when c.views % 4 = 0 or k <= ${Math.ceil(size.chaptersPerComic / 2)} then 'english' else 'arabic' end,
      case when k % 10 = 0 then 'received' else 'published' end,
      'ready', 20,
      c.published_at + make_interval(hours => k)
    from comics c, generate_series(1, ${size.chaptersPerComic}) as k`);
  // Ratings by 50 readers on every third comic.
  await db.execute(sql`
    insert into users (id, name, email)
    select 'bench-' || u, 'Bench reader ' || u, 'bench' || u || '@example.com'
    from generate_series(1, 50) as u`);
  await db.execute(sql`
    insert into comic_ratings (comic_id, user_id, stars)
    select c.id, 'bench-' || u, 1 + (c.views + u) % 5
    from comics c, generate_series(1, 50) as u
    where c.views % 3 = 0 and u <= 1 + c.views % 20`);
  await db.execute(sql`analyze`);
}

/** The mix: names in both languages, spelled loosely, with filters, sorts and pages. */
export const searchMix: { label: string; params: SearchParams }[] = [
  { label: "english word", params: { q: "dragon" } },
  { label: "english two words", params: { q: "silver blade" } },
  { label: "english typo", params: { q: "dragn empre" } },
  { label: "arabic with hamza", params: { q: "أسطورة" } },
  { label: "arabic bare letters", params: { q: "اسطوره" } },
  { label: "arabic diacritics", params: { q: "القَمَر" } },
  { label: "arabic-indic digits", params: { q: "٧٧" } },
  { label: "no match", params: { q: "zzqxwv" } },
  { label: "prefix", params: { q: "cri" } },
  { label: "latest (no query)", params: {} },
  { label: "genre filter", params: { genres: ["fantasy", "romance"] } },
  { label: "exclude + status", params: { exclude: ["romance"], status: "completed" } },
  { label: "popular, language", params: { sort: "popular", language: "arabic" } },
  { label: "rating, direction", params: { sort: "rating", direction: "vertical" } },
  { label: "query + genre, page 2", params: { q: "shadow", genres: ["fantasy"], page: 2 } },
  { label: "query, deep page", params: { q: "moon", page: 5 } },
];

/**
 * The mix as timed: its rounds, then rounds of each browse (no query) right after a change to the
 * catalog (its version bumped, as publishing does), when its counts are counted anew.
 */
const timedMix = [
  ...searchMix.map((entry) => ({ ...entry, change: false })),
  ...searchMix
    .filter(({ params }) => !params.q)
    .map(({ label, params }) => ({ label: `${label}, after a change`, params, change: true })),
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export interface Timing {
  label: string;
  total: number;
  /** Wall-clock milliseconds. */
  p50: number;
  p95: number;
  /**
   * This process's CPU milliseconds: on PGlite (in process) the work itself, whatever else the
   * machine runs; on PostgreSQL only the client's share.
   */
  cpuP50: number;
  cpuP95: number;
  /** A browse timed right after a catalog change: its counts counted anew (printed, no budget). */
  afterChange?: boolean;
}

/**
 * Runs the mix `roundCount` times (after one warm-up round), then the browses after a change as
 * many times: p50 and p95 per query and overall.
 */
export async function measureSearch(db: Database, roundCount: number): Promise<Timing[]> {
  for (const { params } of searchMix) await searchComics(db, params);
  const times = new Map<string, number[]>(timedMix.map(({ label }) => [label, []]));
  const cpuTimes = new Map<string, number[]>(timedMix.map(({ label }) => [label, []]));
  const allCpu: number[] = [];
  const totals = new Map<string, number>();
  const all: number[] = [];
  const rounds = (mix: typeof timedMix) => Array.from({ length: roundCount }, () => mix).flat();
  for (const { label, params, change } of [
    ...rounds(timedMix.filter(({ change }) => !change)),
    ...rounds(timedMix.filter(({ change }) => change)),
  ]) {
    if (change) await db.execute(sql`update comics_catalog_version set version = version + 1`);
    const start = performance.now();
    const cpu = process.cpuUsage();
    const result = await searchComics(db, params);
    const elapsed = performance.now() - start;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    times.get(label)?.push(elapsed);
    cpuTimes.get(label)?.push(cpuMs);
    allCpu.push(cpuMs);
    totals.set(label, result.total);
    all.push(elapsed);
  }
  const timing = (label: string, list: number[], cpuList: number[]): Timing => {
    const sorted = [...list].sort((a, b) => a - b);
    const cpuSorted = [...cpuList].sort((a, b) => a - b);
    return {
      label,
      total: totals.get(label) ?? 0,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      cpuP50: percentile(cpuSorted, 50),
      cpuP95: percentile(cpuSorted, 95),
    };
  };
  return [
    ...timedMix.map(({ label, change }) => ({
      ...timing(label, times.get(label) ?? [], cpuTimes.get(label) ?? []),
      ...(change ? { afterChange: true } : {}),
    })),
    timing("all queries", all, allCpu),
  ];
}
