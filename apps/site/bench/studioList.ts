// The studio's list bench: 10,000 items of the four kinds (news, articles, job openings, FAQ
// entries) with English and Arabic versions in every workflow state, some without Arabic (or
// without English), some whose Arabic is older than its English (outdated), each version with its
// revision and the published ones with their public copy, inserted in a few statements; then the
// lists the studio's pages ask for, read as they read them (`listStudio`), timed one after the
// other. Run by `node scripts/bench-studio.mjs`.

import { sql } from "drizzle-orm";
import { textArray } from "../src/server/comics/shared";
import { type Database, getDb } from "../src/server/db/index";
import { listStudio, type StudioListQuery } from "../src/server/studio/list";

/** The database of this module graph (the one the list's code opens). */
export const openDb = getDb;

export const ITEMS = 10_000;

// Titles as the company writes them: a subject, what happened, where; the same in Arabic.
const englishSubjects = [
  "Rawafed Group",
  "Rawafed Park",
  "The smart logistics platform",
  "The metal factory",
  "The wood factory",
  "Our storage consultancy",
  "The board of directors",
  "The integrated logistics sector",
  "Our racking division",
  "The cold storage team",
  "The warehouse operations team",
  "The investor relations office",
];
const englishActions = [
  "opens a new warehouse",
  "signs a partnership agreement",
  "launches a racking system",
  "expands its cold storage",
  "wins a supply chain award",
  "announces quarterly results",
  "hires structural engineers",
  "completes a distribution centre",
  "welcomes its first tenants",
  "introduces automated forklifts",
  "hosts a safety workshop",
  "publishes its sustainability report",
  "delivers mezzanine floors",
  "answers your questions on pallet racking",
];
const englishPlaces = [
  "Riyadh",
  "Jeddah",
  "Dammam",
  "Al Khobar",
  "Mecca",
  "Medina",
  "Tabuk",
  "Abha",
  "Qassim",
  "Hail",
  "Jubail",
  "Yanbu",
  "Sudair",
];
const arabicSubjects = [
  "مجموعة روافد",
  "روافد بارك",
  "منصة الخدمات اللوجستية الذكية",
  "مصنع المعادن",
  "مصنع الأخشاب",
  "استشارات التخزين",
  "مجلس الإدارة",
  "قطاع الحلول اللوجستية المتكاملة",
  "قسم أنظمة الأرفف",
  "فريق التخزين المبرّد",
  "فريق عمليات المستودعات",
  "إدارة علاقات المستثمرين",
];
const arabicActions = [
  "تفتتح مستودعًا جديدًا",
  "توقّع اتفاقية شراكة",
  "تطلق نظام أرفف",
  "توسّع التخزين المبرّد",
  "تفوز بجائزة سلاسل الإمداد",
  "تعلن النتائج الربعية",
  "توظّف مهندسين إنشائيين",
  "تنجز مركز توزيع",
  "ترحّب بأول المستأجرين",
  "تقدّم رافعات شوكية آلية",
  "تستضيف ورشة عن السلامة",
  "تنشر تقرير الاستدامة",
  "تسلّم أرضيات الميزانين",
  "تجيب عن أسئلتكم حول أرفف المنصات",
];
const arabicPlaces = [
  "الرياض",
  "جدة",
  "الدمام",
  "الخبر",
  "مكة المكرمة",
  "المدينة المنورة",
  "تبوك",
  "أبها",
  "القصيم",
  "حائل",
  "الجبيل",
  "ينبع",
  "سدير",
];

/**
 * 10,000 items: 40% news, 30% articles, 15% job openings, 15% FAQ entries, one created every 37
 * minutes back from now. English is missing on 4% (written in Arabic first), Arabic on 20%; each
 * version's state drawn apart (55% published, 20% draft, 10% in review, 8% unpublished, 7%
 * scheduled); 10% of the items with both languages have an English text changed a day after the
 * Arabic one (the Arabic outdated). Every version has its revision, every published one its public
 * copy; 12 staff wrote them.
 */
export async function seedStudio(db: Database, items = ITEMS): Promise<void> {
  await db.execute(sql`
    insert into users (id, name, email, email_verified, role, created_at, updated_at)
    select 'bench-staff-' || i, (array['Eman Editor', 'Omar Publisher', 'Sara Al-Qahtani',
      'Khalid Al-Harbi', 'Noura Al-Otaibi', 'Faisal Al-Dosari', 'Lama Al-Shehri', 'Yousef Al-Ghamdi',
      'Reem Al-Zahrani', 'Majed Al-Mutairi', 'Hessa Al-Qahtani', 'Turki Al-Anazi'])[i],
      'staff' || i || '@rawafed.example', true,
      case when i % 3 = 0 then 'publisher' else 'editor' end, now(), now()
    from generate_series(1, 12) as i`);
  await db.execute(sql`
    insert into editorial_items (id, kind, display_date, position, created_by, created_at)
    select md5('bench-item-' || i)::uuid,
      case when i % 20 < 8 then 'news' when i % 20 < 14 then 'blog' when i % 20 < 17 then 'job'
        else 'faq' end,
      (now() - make_interval(mins => i * 37))::date, i, 'bench-staff-' || (1 + i % 12),
      now() - make_interval(mins => i * 37)
    from generate_series(1, ${items}) as i`);
  // Per item and language: r decides whether it exists, s its state, c when its text changed
  // (both languages together, but English a day later on the outdated tenth).
  const en = textArray(
    englishSubjects.flatMap((subject) => englishActions.map((action) => `${subject} ${action} in`)),
  );
  const ar = textArray(
    arabicSubjects.flatMap((subject) => arabicActions.map((action) => `${subject} ${action} في`)),
  );
  const enPlaces = textArray(englishPlaces);
  const arPlaces = textArray(arabicPlaces);
  await db.execute(sql`
    insert into editorial_versions (id, item_id, kind, language, state, slug, title, publish_at,
      content_changed_at, updated_at, updated_by)
    select md5('bench-version-' || i || '-' || l.language)::uuid, it.id, it.kind, l.language,
      case when s < 55 then 'published' when s < 75 then 'draft' when s < 85 then 'inReview'
        when s < 93 then 'unpublished' else 'scheduled' end,
      it.kind || '-' || i,
      case when l.language = 'en'
        then e[1 + (i * 7) % ${englishSubjects.length * englishActions.length}] || ' '
          || ep[1 + (i * 5) % ${englishPlaces.length}]
        else a[1 + (i * 7) % ${arabicSubjects.length * arabicActions.length}] || ' '
          || ap[1 + (i * 5) % ${arabicPlaces.length}] end
        || ' ' || (2020 + i % 6),
      case when s >= 93 then now() + make_interval(days => 1 + i % 30) end,
      it.created_at + make_interval(mins => c),
      it.created_at + make_interval(mins => c + abs(hashtext('updated-' || i || l.language)) % 600),
      'bench-staff-' || (1 + (i + length(l.language)) % 12)
    from generate_series(1, ${items}) as i
      join editorial_items it on it.id = md5('bench-item-' || i)::uuid
      cross join (values ('en'), ('ar')) as l(language)
      cross join lateral (select abs(hashtext('state-' || i || l.language)) % 100 as s,
        abs(hashtext('exists-' || i)) % 100 as r,
        case when l.language = 'en' and abs(hashtext('outdated-' || i)) % 10 = 0 then 1440
          else 0 end as c) as draw,
      (select ${en} as e, ${ar} as a, ${enPlaces} as ep, ${arPlaces} as ap) as words
    where (l.language = 'en' and r >= 4) or (l.language = 'ar' and (r < 4 or r >= 24))`);
  await db.execute(sql`
    insert into editorial_revisions (id, version_id, number, content, author_id, created_at)
    select md5('bench-revision-' || v.id)::uuid, v.id, 1,
      jsonb_build_object('title', v.title, 'slug', v.slug, 'summary', v.title || '.',
        'body', jsonb_build_object('type', 'doc', 'content', jsonb_build_array(
          jsonb_build_object('type', 'paragraph', 'content', jsonb_build_array(
            jsonb_build_object('type', 'text', 'text', v.title || '. ' || v.title || '.'))))),
        'seoTitle', '', 'seoDescription', '', 'coverImage', '', 'fields', '{}'::jsonb),
      v.updated_by, v.content_changed_at
    from editorial_versions v
    where v.head_revision_id is null`);
  await db.execute(sql`
    update editorial_versions set head_revision_id = md5('bench-revision-' || id)::uuid,
      published_revision_id = case when state = 'published'
        then md5('bench-revision-' || id)::uuid end
    where head_revision_id is null`);
  await db.execute(sql`
    insert into editorial_published (version_id, item_id, kind, language, slug, title, summary,
      html, plain, seo_title, seo_description, cover_image, fields, display_date, position,
      first_published_at, updated_at)
    select v.id, v.item_id, v.kind, v.language, v.slug, v.title, v.title || '.',
      '<p>' || v.title || '.</p>', v.title || '.', '', '', '', '{}'::jsonb, it.display_date,
      it.position, v.updated_at, v.updated_at
    from editorial_versions v join editorial_items it on it.id = v.item_id
    where v.state = 'published'
      and not exists (select 1 from editorial_published p where p.version_id = v.id)`);
  await db.execute(sql`analyze`);
}

/** What the studio's list pages ask, each a view an editor opens. */
export const studioMix: { label: string; query: StudioListQuery }[] = [
  { label: "news, first page", query: { kind: "news" } },
  { label: "news, page 50", query: { kind: "news", page: 50 } },
  { label: "news, search 'cold storage'", query: { kind: "news", search: "cold storage" } },
  { label: "news, search 'الرياض'", query: { kind: "news", search: "الرياض" } },
  { label: "news, missing Arabic", query: { kind: "news", state: "missing", language: "ar" } },
  { label: "news, missing (either)", query: { kind: "news", state: "missing" } },
  { label: "news, outdated", query: { kind: "news", state: "outdated" } },
  { label: "news, published", query: { kind: "news", state: "published" } },
  { label: "articles, first page", query: { kind: "blog" } },
];

export interface StudioTiming {
  label: string;
  total: number;
  p50: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function measureStudio(db: Database, rounds: number): Promise<StudioTiming[]> {
  const times = new Map(studioMix.map(({ label }) => [label, [] as number[]]));
  const totals = new Map<string, number>();
  for (let round = 0; round < rounds; round++) {
    for (const { label, query } of studioMix) {
      const started = performance.now();
      const list = await listStudio(db, query);
      times.get(label)?.push(performance.now() - started);
      totals.set(label, list.total);
    }
  }
  return studioMix.map(({ label }) => {
    const sorted = [...(times.get(label) ?? [])].sort((a, b) => a - b);
    return {
      label,
      total: totals.get(label) ?? 0,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
    };
  });
}

/** Counts of what was seeded, to print beside the timings (and to check the mix is as said). */
export async function seededCounts(db: Database): Promise<Record<string, number>> {
  const rows = await db.execute<{ what: string; n: number }>(sql`
    select 'items' as what, count(*)::int as n from editorial_items
    union all select 'versions', count(*)::int from editorial_versions
    union all select 'published', count(*)::int from editorial_published
    union all select 'missing Arabic', count(*)::int from editorial_items it
      where not exists (select 1 from editorial_versions v where v.item_id = it.id
        and v.language = 'ar')`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: typeof rows }).rows;
  return Object.fromEntries(
    (list as unknown as { what: string; n: number }[]).map((row) => [row.what, Number(row.n)]),
  );
}
