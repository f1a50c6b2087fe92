// The upload pages' calls: multipart posts the server reads as they stream in.
import type { UploadChapterValues, UploadComicValues } from "@rawafed/forms/schemas";
import { postMultipart } from "./api";

const large = { timeout: false, retry: 0 } as const;

/** A new comic; with `comicId`, new details for that comic of theirs. */
export const uploadComic = (values: UploadComicValues, comicId?: string) =>
  postMultipart("/api/comics/upload/comic", { ...values, comicId }, large);

/** A chapter; with `revisionOf`, a new translation of that published chapter of theirs. */
export const uploadChapter = (values: UploadChapterValues, revisionOf?: string) =>
  postMultipart("/api/comics/upload/chapter", { ...values, revisionOf }, large);
