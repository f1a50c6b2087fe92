// The media library's read server functions: who asks is checked first (401 for a visitor, 403
// for a person without a studio role: the thrown response is the call's answer), as for the
// studio's other reads (`pages.ts`).
import { locales } from "@rawafed/i18n";
import { createServerFn } from "@tanstack/react-start";
import { getRequestHeaders } from "@tanstack/react-start/server";
import * as z from "zod/mini";
import { validInput } from "../content/input";
import { getDb } from "../db/index";
import { staffOf } from "./access";
import { type LibraryImage, listMedia } from "./media";

async function staff() {
  const viewer = await staffOf(new Headers(getRequestHeaders()));
  if (viewer instanceof Response) throw viewer;
  return viewer;
}

const libraryInput = z.object({ locale: z.enum(locales) });

export interface MediaLibraryPage {
  images: LibraryImage[];
}

/** The media page's library: every image, newest first, with where each is used. */
export const getMediaLibrary = createServerFn({ method: "GET" })
  .validator((input: z.input<typeof libraryInput>) => input)
  .handler(async ({ data: input }): Promise<MediaLibraryPage> => {
    await staff();
    validInput(libraryInput)(input);
    return { images: await listMedia(await getDb()) };
  });

/** The editor's image picker: every image, newest first (their uses are not read). */
export const getMediaPicker = createServerFn({ method: "GET" }).handler(
  async (): Promise<LibraryImage[]> => {
    await staff();
    return listMedia(await getDb(), { withUses: false });
  },
);
