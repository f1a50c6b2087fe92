// The studio's calls from the browser: JSON posts to `/api/studio/*`, answered in the forms'
// shape. A conflict (409) is not retried: it is the answer, and the person's text stays.
import { type FieldErrors, FORM_ERROR, type SubmitResult } from "@rawafed/forms/schemas";
import type { MessageId } from "@rawafed/i18n";
import { api } from "./api";

const studioApi = api.extend({
  retry: {
    limit: 1,
    methods: ["post"],
    statusCodes: [408, 429, 502, 503, 504],
    afterStatusCodes: [429, 503],
    maxRetryAfter: 5_000,
  },
});

interface Answer {
  ok?: boolean;
  fieldErrors?: FieldErrors;
  itemId?: string;
  revision?: string;
  number?: number;
  state?: string;
}

export type StudioAnswer =
  | ({ ok: true } & Omit<Answer, "ok" | "fieldErrors">)
  | Exclude<SubmitResult, { ok: true }>;

/** Posts to a studio endpoint (`save`, `review`, `publish`, `unpublish`, `schedule`). */
export async function studioPost(action: string, body: object): Promise<StudioAnswer> {
  try {
    const response = await studioApi.post(`/api/studio/${action}`, { json: body });
    // Past the door's cap (a pasted document of many megabytes): said at the text it came from.
    if (response.status === 413) return { fieldErrors: { body: "validation.richTextTooLong" } };
    const answer = (await response.json().catch(() => ({}))) as Answer;
    if (response.ok && answer.ok) {
      const { ok: _ok, fieldErrors: _errors, ...rest } = answer;
      return { ok: true, ...rest };
    }
    if (answer.fieldErrors && Object.keys(answer.fieldErrors).length > 0) {
      return { fieldErrors: answer.fieldErrors };
    }
  } catch {
    // Offline or timed out: said as a server error, the text kept.
  }
  return { fieldErrors: { [FORM_ERROR]: "validation.serverError" } };
}

/**
 * Uploads a document's PDF (`/api/studio/documents/upload`) or a video (`/api/studio/videos/upload`):
 * the stored file's key, or why it was refused.
 */
async function uploadStudioFile(
  what: "documents" | "videos",
  field: "document" | "video",
  file: File,
): Promise<{ file: string } | { error: MessageId }> {
  const form = new FormData();
  form.set(field, file, file.name);
  try {
    // Not retried: a second try of a large file would upload it twice.
    const response = await api.post(`/api/studio/${what}/upload`, {
      body: form,
      timeout: false,
      retry: 0,
    });
    if (response.status === 413) return { error: "validation.fileTooLarge" };
    const answer = (await response.json().catch(() => ({}))) as Answer & { file?: string };
    if (response.ok && answer.file) return { file: answer.file };
    const refused = answer.fieldErrors?.[field] ?? Object.values(answer.fieldErrors ?? {})[0];
    if (refused) return { error: refused as MessageId };
  } catch {
    // Offline or cut: said as a server error.
  }
  return { error: "validation.serverError" };
}

export const uploadStudioDocument = (file: File) => uploadStudioFile("documents", "document", file);
export const uploadStudioVideo = (file: File) => uploadStudioFile("videos", "video", file);
