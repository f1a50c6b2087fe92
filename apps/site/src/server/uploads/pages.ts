// The upload pages' server function: the translator's own comics, for the chapter form's choice,
// and the published chapter a retranslation (`?revision=<id>`) is of.
import { createServerFn } from "@tanstack/react-start";
import { getRequestHeaders } from "@tanstack/react-start/server";
import { and, asc, eq, isNull } from "drizzle-orm";
import * as z from "zod/mini";
import { UPLOAD_ROLES } from "../accounts/roles";
import { viewerOf } from "../accounts/viewer";
import { teamsOf } from "../comics/teams";
import { validInput } from "../content/input";
import { chapters, comics, publishers } from "../db/comics";
import { getDb } from "../db/index";
import { isUuid } from "../files/keys";

export interface ComicChoice {
  id: string;
  slug: string;
  name: string;
}

export interface UploadChoices {
  comics: ComicChoice[];
  /** The chapter being retranslated: the translator's own, published. */
  revision: { id: string; comicId: string; number: number; language: string } | null;
  /** The teams the translator is in: a chapter may be credited to one. */
  teams: { id: string; name: string }[];
}

const choicesInput = z.object({ revision: z.optional(z.string().check(z.maxLength(100))) });

/** The signed-in translator's comics, any review state; `null` for anyone else. */
export const getMyComicChoices = createServerFn({ method: "GET" })
  .validator(validInput(choicesInput))
  .handler(async ({ data }): Promise<UploadChoices | null> => {
    const viewer = await viewerOf(new Headers(getRequestHeaders()));
    if (!viewer || !UPLOAD_ROLES.includes(viewer.role)) return null;
    const db = await getDb();
    const own = await db
      .select({ id: comics.id, slug: comics.slug, name: comics.name })
      .from(comics)
      .where(eq(comics.uploaderId, viewer.id))
      .orderBy(asc(comics.name));
    const wanted = data.revision && isUuid(data.revision) ? data.revision : null;
    const [revision] = wanted
      ? await db
          .select({
            id: chapters.id,
            comicId: chapters.comicId,
            number: chapters.number,
            language: chapters.language,
          })
          .from(chapters)
          .where(
            and(
              eq(chapters.id, wanted),
              eq(chapters.translatorId, viewer.id),
              eq(chapters.state, "published"),
              isNull(chapters.revisionOf),
            ),
          )
      : [];
    const teams = (await teamsOf(db, viewer.id)).map(({ id, name }) => ({ id, name }));
    return { comics: own, revision: revision ?? null, teams };
  });

/** What the comic form starts from when its translator edits it (not once published). */
export type EditableComic = {
  id: string;
  seriesName: string;
  otherName: string;
  description: string;
  publisher: string;
  genre: string;
  artist: string;
  writer: string;
  direction: string;
  originalLanguage: string;
  translationLanguage: string;
  translatedName: string;
  status: string;
};

const editInput = z.object({ edit: z.optional(z.string().check(z.maxLength(100))) });

/** The comic `edit` names, if it is the translator's own and not published; else `null`. */
export const getEditableComic = createServerFn({ method: "GET" })
  .validator(validInput(editInput))
  .handler(async ({ data }): Promise<EditableComic | null> => {
    const viewer = await viewerOf(new Headers(getRequestHeaders()));
    if (!viewer || !UPLOAD_ROLES.includes(viewer.role) || !data.edit || !isUuid(data.edit)) {
      return null;
    }
    const db = await getDb();
    const [comic] = await db
      .select({
        id: comics.id,
        name: comics.name,
        otherNames: comics.otherNames,
        description: comics.description,
        publisher: publishers.name,
        genres: comics.genres,
        artist: comics.artist,
        writer: comics.writer,
        direction: comics.direction,
        originalLanguage: comics.originalLanguage,
        translationLanguage: comics.translationLanguage,
        translatedName: comics.translatedName,
        status: comics.status,
        state: comics.state,
      })
      .from(comics)
      .leftJoin(publishers, eq(publishers.id, comics.publisherId))
      .where(and(eq(comics.id, data.edit), eq(comics.uploaderId, viewer.id)));
    if (!comic || comic.state === "published") return null;
    return {
      id: comic.id,
      seriesName: comic.name,
      otherName: comic.otherNames[0] ?? "",
      description: comic.description,
      publisher: comic.publisher ?? "",
      genre: comic.genres[0] ?? "",
      artist: comic.artist,
      writer: comic.writer,
      direction: comic.direction,
      originalLanguage: comic.originalLanguage,
      translationLanguage: comic.translationLanguage,
      translatedName: comic.translatedName,
      status: comic.status,
    };
  });
