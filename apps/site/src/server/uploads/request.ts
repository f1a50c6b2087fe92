// What every upload call starts with: same origin, a limit per client, a signed-in translator, a
// multipart body read as it streams in (within its size cap), and how refusals are answered.
import type { FieldErrors } from "@rawafed/forms/schemas";
import type { Locale } from "@rawafed/i18n";
import { admit, answer, sessionOf, unauthorized } from "../accounts/requests";
import { isRole } from "../accounts/roles";
import { BodyTooLarge, limitBody } from "../submissions/guards";
import { formProblem, problems } from "../submissions/http";
import { UPLOAD_ROLES } from "./access";
import { type FilePart, MultipartError, readMultipart } from "./multipart";

export interface Uploader {
  id: string;
  locale: Locale;
}

/** The signed-in translator of this request, or the answer: 401 for a visitor, 403 for anyone else. */
export async function uploaderOf(
  request: Request,
  kind: string,
): Promise<Uploader | { refused: Response }> {
  const admitted = await admit(request, kind);
  if ("refused" in admitted) return admitted;
  const session = await sessionOf(request);
  if (!session) return { refused: unauthorized() };
  const role = isRole(session.user.role) ? session.user.role : "reader";
  if (!UPLOAD_ROLES.includes(role)) {
    return { refused: answer(403, { code: "FORBIDDEN", message: "Translators only." }) };
  }
  return { id: session.user.id, locale: admitted.locale };
}

/**
 * The text fields of an upload; its files go to `onFile` as they arrive. A body past `maxBytes`
 * is cut off (413 under `fileField`, the connection closed), anything else unreadable is 400.
 */
export async function readUpload(
  request: Request,
  locale: Locale,
  options: { maxBytes: number; fileField: string; files: number },
  onFile: (part: FilePart) => Promise<void>,
): Promise<{ values: Record<string, string> } | { refused: Response }> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    return { refused: await formProblem(415, locale, "validation.fieldInvalid") };
  }
  try {
    const values = await readMultipart(
      limitBody(request, options.maxBytes),
      { fields: 20, files: options.files, fieldBytes: 16 * 1024 },
      onFile,
    );
    return { values };
  } catch (error) {
    if (error instanceof BodyTooLarge || (error as Error)?.cause instanceof BodyTooLarge) {
      const close = { Connection: "close" };
      const fieldErrors: FieldErrors = { [options.fileField]: "validation.fileTooLarge" };
      return { refused: await problems(413, locale, fieldErrors, close) };
    }
    if (error instanceof MultipartError || error instanceof TypeError) {
      // The rest of the body is left unread: the connection closes with this answer, or its
      // bytes would be read as the next request on it.
      const close = { Connection: "close" };
      return { refused: await formProblem(400, locale, "validation.fieldInvalid", close) };
    }
    throw error;
  }
}
