// The upload pages' calls: multipart posts the server reads as they stream in.
import type { UploadChapterValues, UploadComicValues } from "@rawafed/forms/schemas";
import { postMultipart } from "./api";

const large = { timeout: false, retry: 0 } as const;

export const uploadComic = (values: UploadComicValues) =>
  postMultipart("/api/comics/upload/comic", { ...values }, large);

export const uploadChapter = (values: UploadChapterValues) =>
  postMultipart("/api/comics/upload/chapter", { ...values }, large);
