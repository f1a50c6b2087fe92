// The studio's calls (CONTRACT.md, "Editorial"), each through the one admission (`endpoint`):
// editors write and ask for publication; publishers (and admins) publish, schedule and unpublish.
// Every refusal is in the person's language and nothing they typed is lost: the studio keeps its
// fields as they were whatever the answer.
import {
  createStudioVersionSchema,
  type FieldErrors,
  figureFields,
  isDocumentKind,
  isFourEyesKind,
  isRiyadhLocal,
  normalizeDigits,
  parseAmount,
  partKind,
  riyadhLocalToUtc,
  SLUG_MAX,
  studioKinds,
  validate,
} from "@rawafed/forms/schemas";
import { locales } from "@rawafed/i18n";
import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { safeNextPath } from "../../site/nextPath";
import { PUBLISH_ROLES } from "../accounts/roles";
import type { Database } from "../db/index";
import {
  type EditorialKind,
  editorialItems,
  editorialPublished,
  type VersionContent,
} from "../db/schema";
import { forgetSharedPages } from "../delivery/sharedPages";
import { endpoint } from "../http/admission";
import { formProblem, invalid, ok } from "../http/answers";
import { forStaff } from "./access";
import { documentSize } from "./documents";
import { runDueAt } from "./jobs";
import {
  createItem,
  isRefusal,
  publishNow,
  type Refusal,
  requestReview,
  restoreRevision,
  saveVersion,
  schedule,
  unpublishNow,
} from "./versions";
import { videoFacts } from "./videos";

const forPublishers = {
  ...forStaff,
  who: PUBLISH_ROLES,
  forbidden: "Publishers only: ask a publisher to publish it.",
} as const;

/** A save's body: the rich text can be long, a pasted 20 MB document is refused at the door. */
const SAVE_BYTES = 2 * 1024 * 1024;
const ACTION_BYTES = 4 * 1024;

const uuid = z.string().check(z.regex(/^[0-9a-f-]{36}$/i, "validation.fieldInvalid"));

/** A refusal of the model as the person reads it: at its field, or for the whole form. */
async function refusal(locale: (typeof locales)[number], refused: Refusal): Promise<Response> {
  switch (refused.refused) {
    case "conflict":
      return formProblem(409, locale, "validation.studioConflict");
    case "slugTaken":
      return invalid(locale, { slug: "validation.slugTaken" });
    case "inPast":
      return invalid(locale, { at: "validation.scheduleInPast" });
    case "notPublished":
      return formProblem(409, locale, "validation.notPublished");
    case "altMissing":
      return formProblem(422, locale, "validation.altMissing");
    case "fourEyes":
      return formProblem(403, locale, "validation.fourEyes");
    default:
      return formProblem(404, locale, "validation.fieldInvalid");
  }
}

/**
 * Saves with the content's slug; for a part of a page, whose slug nobody sees, a taken one is
 * made free by a number (`majed-al-dosari-2`) rather than refused.
 */
async function withFreeSlug<T>(
  hidden: boolean,
  content: VersionContent,
  attempt: (slug: string) => Promise<T | Refusal>,
): Promise<T | Refusal> {
  let result = await attempt(content.slug);
  for (let n = 2; hidden && n <= 50; n++) {
    if (!isRefusal(result) || result.refused !== "slugTaken") break;
    result = await attempt(`${content.slug.slice(0, SLUG_MAX - 4)}-${n}`);
  }
  return result;
}

/** An item's place on a page ordered by hand, at once in both languages' published copies. */
async function placeItem(db: Database, itemId: string, position: number) {
  await db.update(editorialItems).set({ position }).where(eq(editorialItems.id, itemId));
  await db
    .update(editorialPublished)
    .set({ position })
    .where(eq(editorialPublished.itemId, itemId));
  forgetSharedPages();
}

/** The today of Riyadh (UTC+3, no summer time): a new item's date. */
const riyadhToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

const saveInput = z.object({
  kind: z.enum(studioKinds),
  itemId: z.nullable(uuid),
  language: z.enum(locales),
  values: z.record(z.string(), z.unknown()),
  note: z.optional(z.string().check(z.maxLength(500))),
  /**
   * A news item is an investor disclosure (four eyes on its publication). Once marked it stays
   * one: unmarking would let its writer publish it alone.
   */
  disclosure: z.optional(z.boolean()),
});

/**
 * `POST /api/studio/save`: saves one language version as a new revision (a new item when
 * `itemId` is null). A save based on an older revision than the latest is refused (409) and
 * nothing is written. Answers the item, the language version (what publish and review take) and
 * the revision with its number.
 */
export const handleSave = endpoint({
  ...forStaff,
  body: { accepts: "json", maxBytes: SAVE_BYTES, schema: saveInput },
  handle: async ({ db, locale, user, data }) => {
    const form = validate(createStudioVersionSchema(data.kind), data.values);
    if (!form.ok) return invalid(locale, form.fieldErrors as FieldErrors);
    const values = form.data as Record<string, unknown> & {
      title: string;
      slug: string;
      body: VersionContent["body"];
      baseRevision: string | null;
    };
    const text = (key: string) => (typeof values[key] === "string" ? (values[key] as string) : "");
    const fields: Record<string, string> = {};
    for (const key of ["location", "employmentType", "author"])
      if (text(key)) fields[key] = text(key);
    if (isDocumentKind(data.kind)) {
      // The true size, from the stored file: never what a client says it is.
      const bytes = await documentSize(text("document"));
      if (bytes === null) return invalid(locale, { document: "validation.documentMissing" });
      fields.document = text("document");
      fields.bytes = String(bytes);
    }
    if (data.kind === "statement") {
      fields.year = normalizeDigits(text("year"));
      for (const name of figureFields) fields[name] = String(parseAmount(text(name)));
    }
    const part = partKind(data.kind);
    for (const field of part?.fields ?? [])
      if (text(field.name)) fields[field.name] = text(field.name);
    if (data.kind === "video") {
      // Its length and frame, read from the stored file: never what a client says they are.
      const facts = await videoFacts(text("video"));
      if (!facts) return invalid(locale, { video: "validation.videoMissing" });
      fields.videoSeconds = String(facts.seconds);
      fields.videoWidth = String(facts.width);
      fields.videoHeight = String(facts.height);
    }
    // Placed by hand: the order is the item's, in both languages, and shown at once (not text).
    const position =
      part?.ordered && text("position") ? Number(normalizeDigits(text("position"))) : undefined;
    const content: VersionContent = {
      title: values.title,
      slug: values.slug,
      summary: text("summary"),
      body: values.body,
      seoTitle: text("seoTitle"),
      seoDescription: text("seoDescription"),
      coverImage: text("coverImage"),
      fields,
    };
    const closesOn = data.kind === "job" ? text("closesOn") || null : undefined;
    const disclosure =
      isFourEyesKind(data.kind) || (data.kind === "news" && data.disclosure === true);
    // A year's statements sort by their year, newest first.
    const displayDate = fields.year ? `${fields.year}-12-31` : undefined;
    if (data.itemId === null) {
      const created = await withFreeSlug(part !== undefined, content, (slug) =>
        createItem(db, {
          kind: data.kind as EditorialKind,
          language: data.language,
          content: { ...content, slug },
          actorId: user.id,
          displayDate: displayDate ?? riyadhToday(),
          closesOn,
          disclosure,
        }),
      );
      if (isRefusal(created)) return refusal(locale, created);
      if (position !== undefined) await placeItem(db, created.itemId, position);
      return ok({
        itemId: created.itemId,
        versionId: created.version.id,
        revision: created.version.headRevisionId,
        number: 1,
      });
    }
    const itemId = data.itemId;
    const saved = await withFreeSlug(part !== undefined, content, (slug) =>
      saveVersion(db, {
        itemId,
        language: data.language,
        content: { ...content, slug },
        baseRevisionId: values.baseRevision,
        actorId: user.id,
        note: data.note ?? null,
      }),
    );
    if (isRefusal(saved)) return refusal(locale, saved);
    if (position !== undefined) await placeItem(db, itemId, position);
    if (closesOn !== undefined || disclosure || displayDate) {
      await db
        .update(editorialItems)
        .set({
          ...(closesOn !== undefined ? { closesOn } : {}),
          ...(disclosure ? { disclosure } : {}),
          ...(displayDate ? { displayDate } : {}),
        })
        .where(eq(editorialItems.id, data.itemId));
    }
    return ok({
      itemId: data.itemId,
      versionId: saved.version.id,
      revision: saved.revisionId,
      number: saved.number,
    });
  },
});

const versionInput = z.object({ versionId: uuid });

/** `POST /api/studio/review`: an editor asks a publisher to publish the version. */
export const handleRequestReview = endpoint({
  ...forStaff,
  body: { accepts: "json", maxBytes: ACTION_BYTES, schema: versionInput },
  handle: async ({ db, locale, user, data }) => {
    const done = await requestReview(db, data.versionId, user.id);
    return isRefusal(done) ? refusal(locale, done) : ok({ state: done.state });
  },
});

/** `POST /api/studio/publish`: visitors see the version's latest revision within seconds. */
export const handlePublish = endpoint({
  ...forPublishers,
  body: { accepts: "json", maxBytes: ACTION_BYTES, schema: versionInput },
  handle: async ({ db, locale, user, data }) => {
    const done = await publishNow(db, data.versionId, user.id);
    if (isRefusal(done)) return refusal(locale, done);
    forgetSharedPages();
    return ok({ state: done.state });
  },
});

/** `POST /api/studio/unpublish`: the version leaves the site (its page answers 404). */
export const handleUnpublish = endpoint({
  ...forPublishers,
  body: { accepts: "json", maxBytes: ACTION_BYTES, schema: versionInput },
  handle: async ({ db, locale, user, data }) => {
    const done = await unpublishNow(db, data.versionId, user.id);
    if (isRefusal(done)) return refusal(locale, done);
    forgetSharedPages();
    return ok({ state: done.state });
  },
});

const scheduleInput = z.object({
  versionId: uuid,
  what: z.enum(["publish", "unpublish"]),
  /** A date and time in Riyadh, `YYYY-MM-DDTHH:mm`, as the studio's field gives it. */
  at: z.string().check(z.refine(isRiyadhLocal, "validation.validDate.invalid")),
});

/** `POST /api/studio/schedule`: a publication or unpublication at a time (Riyadh), never past. */
export const handleSchedule = endpoint({
  ...forPublishers,
  body: { accepts: "json", maxBytes: ACTION_BYTES, schema: scheduleInput },
  handle: async ({ db, locale, user, data }) => {
    const at = new Date(riyadhLocalToUtc(data.at));
    const done = await schedule(db, data.versionId, user.id, data.what, at);
    if (isRefusal(done)) return refusal(locale, done);
    await runDueAt(at);
    return ok({ state: done.state, at: at.toISOString() });
  },
});

const restoreInput = z.object({
  versionId: uuid,
  revision: uuid,
  baseRevision: uuid,
  /** The studio page to go back to. */
  back: z.string().check(z.refine((path) => safeNextPath(path) !== undefined)),
});

/**
 * `POST /api/studio/restore` (the history's plain form, so it works before any script): an old
 * revision becomes the latest again as a new revision; the person goes back to the editor (303),
 * told which revision it was, or that someone saved meanwhile.
 */
export const handleRestore = endpoint({
  ...forStaff,
  body: { accepts: "form", maxBytes: ACTION_BYTES, schema: restoreInput },
  handle: async ({ db, locale, user, data }) => {
    const done = await restoreRevision(
      db,
      data.versionId,
      data.revision,
      data.baseRevision,
      user.id,
    );
    if (isRefusal(done) && done.refused !== "conflict") return refusal(locale, done);
    const back = new URL(safeNextPath(data.back) as string, "http://site.invalid");
    back.searchParams.set(
      isRefusal(done) ? "conflict" : "restored",
      isRefusal(done) ? "1" : String(done.number),
    );
    return new Response(null, {
      status: 303,
      headers: { Location: back.pathname + back.search, "Cache-Control": "no-store" },
    });
  },
});
