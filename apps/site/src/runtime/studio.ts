// The studio's calls from the browser: JSON posts to `/api/studio/*`, answered in the forms'
// shape. A conflict (409) is not retried: it is the answer, and the person's text stays.
import { type FieldErrors, FORM_ERROR, type SubmitResult } from "@rawafed/forms/schemas";
import { api } from "./api";

const studioApi = api.extend({
  retry: { limit: 1, statusCodes: [408, 429, 502, 503, 504], afterStatusCodes: [429, 503] },
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
