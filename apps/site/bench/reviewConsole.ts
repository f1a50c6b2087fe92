// The reviewing team's console bench: 10,000 chapters and 1,000 comics uploaded by 200 translators
// in every review state, 10,000 contact messages, 10,000 job applications, 2,000 translator
// applications, 2,000 comic requests and 10,000 comments, inserted in a few statements; then each
// section of the console read as its page reads it (`loadReviewConsole`), timed one after the
// other. Run by `node scripts/bench-console.mjs`.

import { sql } from "drizzle-orm";
import { type Database, getDb } from "../src/server/db/index";
import { loadReviewConsole } from "../src/server/review/console";
import type { ReviewSearch } from "../src/server/review/sections";

/** The database of this module graph (the one the console's code opens, if it does). */
export const openDb = getDb;

export async function seedConsole(db: Database): Promise<void> {
  await db.execute(sql`
    insert into users (id, name, email, email_verified, role, created_at, updated_at)
    select 'bench-user-' || i, 'Translator ' || i, 'translator' || i || '@example.com', true,
      case when i <= 200 then 'translator' else 'reader' end, now(), now()
    from generate_series(1, 2200) as i`);
  await db.execute(sql`
    insert into comics (slug, name, original_language, translation_language, state, uploader_id,
      created_at)
    select 'bench-' || i, 'Bench comic ' || i, 'english', 'arabic',
      (array['received', 'in_review', 'published', 'rejected'])[1 + i % 4],
      'bench-user-' || (1 + i % 200), now() - make_interval(mins => i)
    from generate_series(1, 1000) as i`);
  await db.execute(sql`
    insert into chapters (comic_id, number, language, translator_id, state, pipeline, page_count,
      created_at)
    select c.id, n, 'arabic', c.uploader_id,
      (array['received', 'in_review', 'published', 'rejected'])[1 + (n + abs(hashtext(c.slug))) % 4],
      'ready', 20, now() - make_interval(mins => n)
    from comics c, generate_series(1, 10) as n`);
  await db.execute(sql`
    insert into submissions (kind, locale, payload, status, created_at)
    select (array['contact', 'jobApplication'])[1 + i % 2], (array['en', 'ar'])[1 + i % 2],
      jsonb_build_object('name', 'Sender ' || i, 'email', 'sender' || i || '@example.com',
        'phone', '+9665000' || lpad(i::text, 5, '0'), 'message', 'Message number ' || i),
      'received', now() - make_interval(secs => i)
    from generate_series(1, 20000) as i`);
  await db.execute(sql`
    insert into submissions (kind, locale, payload, status, created_at)
    select 'comment', 'en',
      jsonb_build_object('blog', 'choosing-the-right-racking-system', 'name', 'Reader ' || i,
        'email', 'reader' || i || '@example.com', 'comment', 'Comment number ' || i),
      (array['pending', 'approved', 'rejected'])[1 + i % 3], now() - make_interval(secs => i)
    from generate_series(1, 10000) as i`);
  await db.execute(sql`
    insert into translator_applications (user_id, languages, message, state, created_at)
    select 'bench-user-' || (200 + i), array['arabic', 'english'], 'I translate ' || i,
      case when i % 3 = 0 then 'received' else 'rejected' end, now() - make_interval(mins => i)
    from generate_series(1, 2000) as i`);
  await db.execute(sql`
    insert into comic_requests (user_id, comic_name, details, state, created_at)
    select 'bench-user-' || (200 + i), 'Wanted comic ' || i, 'Please add it',
      (array['open', 'added', 'declined'])[1 + i % 3], now() - make_interval(mins => i)
    from generate_series(1, 2000) as i`);
  await db.execute(sql`analyze`);
}

/** What the console's pages ask, each a view a reviewer opens. */
export const consoleMix: { label: string; search: ReviewSearch }[] = [
  { label: "chapters received", search: { section: "submissions" } },
  {
    label: "chapters in review, p. 20",
    search: { section: "submissions", kind: "chapter", state: "in_review", page: 20 },
  },
  { label: "comics received", search: { section: "submissions", kind: "comic" } },
  { label: "contact messages", search: { section: "messages" } },
  { label: "messages, p. 400", search: { section: "messages", page: 400 } },
  { label: "job applications", search: { section: "applications" } },
  { label: "blog comments pending", search: { section: "comments" } },
  { label: "translator applications", search: { section: "translators" } },
  { label: "comic requests", search: { section: "requests" } },
  { label: "comics comments", search: { section: "comicComments" } },
  { label: "reports", search: { section: "reports" } },
  { label: "audit log", search: { section: "log" } },
  { label: "subscribers", search: { section: "subscribers" } },
];

export interface ConsoleTiming {
  label: string;
  p50: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function measureConsole(db: Database, rounds: number): Promise<ConsoleTiming[]> {
  const times = new Map(consoleMix.map(({ label }) => [label, [] as number[]]));
  for (let round = 0; round < rounds; round++) {
    for (const { label, search } of consoleMix) {
      const started = performance.now();
      await loadReviewConsole(db, round % 2 ? "ar" : "en", search);
      times.get(label)?.push(performance.now() - started);
    }
  }
  return consoleMix.map(({ label }) => {
    const sorted = [...(times.get(label) ?? [])].sort((a, b) => a - b);
    return { label, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  });
}
