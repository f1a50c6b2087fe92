// The upload pages' server function: the translator's own comics, for the chapter form's choice.
import { createServerFn } from "@tanstack/react-start";
import { getRequestHeaders } from "@tanstack/react-start/server";
import { asc, eq } from "drizzle-orm";
import { viewerOf } from "../accounts/viewer";
import { comics } from "../db/comics";
import { getDb } from "../db/index";
import { UPLOAD_ROLES } from "./access";

export interface ComicChoice {
  id: string;
  slug: string;
  name: string;
}

/** The signed-in translator's comics, any review state; `null` for anyone else. */
export const getMyComicChoices = createServerFn({ method: "GET" }).handler(
  async (): Promise<ComicChoice[] | null> => {
    const viewer = await viewerOf(new Headers(getRequestHeaders()));
    if (!viewer || !UPLOAD_ROLES.includes(viewer.role)) return null;
    const db = await getDb();
    return db
      .select({ id: comics.id, slug: comics.slug, name: comics.name })
      .from(comics)
      .where(eq(comics.uploaderId, viewer.id))
      .orderBy(asc(comics.name));
  },
);
