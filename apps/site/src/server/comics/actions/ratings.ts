// POST /api/comics/rate-comic and /api/comics/rate-translator: one rating per reader and target,
// replaced when the reader rates again. The answer carries the new count and plain average so the
// page can update at once (the catalog shows its own weighted average on the next load).
import { avg, count, eq, sql } from "drizzle-orm";
import { comicRatings, translatorRatings } from "../../db/comics";
import { endpoint } from "../../http/admission";
import { ok } from "../../http/answers";
import { forbidden, notFound } from "./answers";
import { rateComicInput, rateTranslatorInput } from "./inputs";
import { publishedComic, translatorExists } from "./targets";

const SMALL_BODY = 1024;
const RATINGS_PER_MINUTE = 30;

const rounded = (value: string | null) =>
  value === null ? 0 : Math.round(Number(value) * 100) / 100;

/** `{ comicId, stars }` */
export const handleRateComic = endpoint({
  rate: { key: "comics-rate", per: "person", max: RATINGS_PER_MINUTE },
  who: "reader",
  body: { accepts: "json", maxBytes: SMALL_BODY, schema: rateComicInput },
  handle: async ({ db, user, data }) => {
    if (!(await publishedComic(db, data.comicId))) return notFound();
    await db
      .insert(comicRatings)
      .values({ comicId: data.comicId, userId: user.id, stars: data.stars })
      .onConflictDoUpdate({
        target: [comicRatings.comicId, comicRatings.userId],
        set: { stars: data.stars, createdAt: sql`now()` },
      });
    const [totals] = await db
      .select({ count: count(), average: avg(comicRatings.stars) })
      .from(comicRatings)
      .where(eq(comicRatings.comicId, data.comicId));
    return ok({
      stars: data.stars,
      count: totals?.count ?? 0,
      average: rounded(totals?.average ?? null),
    });
  },
});

/** `{ translatorId, stars, quality, clarity }`; nobody rates themself. */
export const handleRateTranslator = endpoint({
  rate: { key: "comics-rate", per: "person", max: RATINGS_PER_MINUTE },
  who: "reader",
  body: { accepts: "json", maxBytes: SMALL_BODY, schema: rateTranslatorInput },
  handle: async ({ db, user, data }) => {
    if (!(await translatorExists(db, data.translatorId))) return notFound();
    if (data.translatorId === user.id) return forbidden();
    const scores = { stars: data.stars, quality: data.quality, clarity: data.clarity };
    await db
      .insert(translatorRatings)
      .values({ translatorId: data.translatorId, userId: user.id, ...scores })
      .onConflictDoUpdate({
        target: [translatorRatings.translatorId, translatorRatings.userId],
        set: { ...scores, createdAt: sql`now()` },
      });
    const [totals] = await db
      .select({ count: count(), average: avg(translatorRatings.stars) })
      .from(translatorRatings)
      .where(eq(translatorRatings.translatorId, data.translatorId));
    return ok({ ...scores, count: totals?.count ?? 0, average: rounded(totals?.average ?? null) });
  },
});
