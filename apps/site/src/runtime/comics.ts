// The comics pages' calls for what a signed-in reader does (/api/comics/*), each answer turned into
// one result the page can switch on: done, log in first, a field to fix, or failed.
import type { FieldErrors, ReportChapterIssueValues, SubmitResult } from "@rawafed/forms/schemas";
import { FORM_ERROR } from "@rawafed/forms/schemas";
import type { MessageId } from "@rawafed/i18n";
import type { StoredComment } from "../server/comics/actions/comments";
import { api } from "./api";

export type ActionResult<T> =
  | { kind: "ok"; data: T }
  /** A visitor: the page shows "You Have to login First" with a link to log in. */
  | { kind: "loginRequired" }
  /** 422: a message id per field, as the forms show them. */
  | { kind: "invalid"; fieldErrors: FieldErrors }
  /**
   * Anything else: `status` (0 when the server was not reached), the server's `error` code when it
   * gave one (`NOT_FOUND`, `FORBIDDEN`), and a message to show.
   */
  | { kind: "failed"; status: number; error?: string; message: MessageId };

interface Answer {
  ok?: boolean;
  error?: string;
  fieldErrors?: FieldErrors;
}

/**
 * Posts `body` to `/api/comics/<path>`. Setting a state (save, follow, rate, progress) may be sent
 * twice and is retried once like every call; a new comment or report is not, so a retry after a
 * lost answer never stores it twice.
 */
async function post<T>(path: string, body: object, retry = true): Promise<ActionResult<T>> {
  try {
    const response = await api.post(`/api/comics/${path}`, {
      json: body,
      ...(retry ? {} : { retry: 0 }),
    });
    const answer = (await response.json().catch(() => ({}))) as Answer & T;
    if (response.ok && answer.ok) {
      const { ok: _, ...data } = answer;
      return { kind: "ok", data: data as T };
    }
    if (response.status === 401) return { kind: "loginRequired" };
    if (response.status === 422 && answer.fieldErrors) {
      return { kind: "invalid", fieldErrors: answer.fieldErrors };
    }
    return {
      kind: "failed",
      status: response.status,
      error: answer.error,
      message: answer.fieldErrors?.[FORM_ERROR] ?? "validation.serverError",
    };
  } catch {
    return { kind: "failed", status: 0, message: "validation.serverError" };
  }
}

/** A result as a form's `onSubmit` answers it (the report form). */
export function asSubmitResult(result: ActionResult<unknown>): SubmitResult {
  switch (result.kind) {
    case "ok":
      return { ok: true };
    case "loginRequired":
      return { fieldErrors: { [FORM_ERROR]: "error.loginRequired" } };
    case "invalid":
      return { fieldErrors: result.fieldErrors };
    default:
      return { fieldErrors: { [FORM_ERROR]: result.message } };
  }
}

export type SaveTarget = "comic" | "chapter";
export type FollowTarget = "comic" | "translator" | "publisher" | "team";

/** Saves or unsaves a comic or chapter (a state, not a toggle). */
export const setSaved = (target: SaveTarget, id: string, saved: boolean) =>
  post<{ saved: boolean }>("save", { target, id, saved });

/** Follows or unfollows a comic, a translator (their user id) or a publisher. */
export const setFollowing = (target: FollowTarget, id: string, following: boolean) =>
  post<{ following: boolean }>("follow", { target, id, following });

export interface RatingTotals {
  /** Ratings of the target, and their plain average (two decimals). */
  count: number;
  average: number;
}

/** The reader's stars (1-5) for a comic; rating again replaces them. */
export const rateComic = (comicId: string, stars: number) =>
  post<{ stars: number } & RatingTotals>("rate-comic", { comicId, stars });

export interface TranslatorScores {
  stars: number;
  quality: number;
  clarity: number;
}

/** The reader's rating of a translator (each 1-5); a translator cannot rate themself (403). */
export const rateTranslator = (translatorId: string, scores: TranslatorScores) =>
  post<TranslatorScores & RatingTotals>("rate-translator", { translatorId, ...scores });

/** A comment on a comic, or on one of its chapters; it is shown at once (the stored comment). */
export const postComment = (comment: { comicId: string; chapterId?: string; body: string }) =>
  post<{ comment: StoredComment }>("comments", comment, false);

/** Deletes one of the reader's own comments. */
export const deleteComment = (id: string) => post<{ deleted: true }>("comments/delete", { id });

/** The report-issue form's values for a chapter. */
export const reportChapter = (chapterId: string, values: ReportChapterIssueValues) =>
  post<{ id: string }>("report", { chapterId, ...values }, false);

/** A page's transcript, by its chapter's translator; empty removes it. */
export const saveTranscript = (chapterId: string, page: number, transcript: string) =>
  post<{ page: number; saved: boolean }>("transcript", { chapterId, page, transcript }, false);

/** A new team, led by the translator who makes it. */
export const createTeam = (values: { name: string; description?: string; languages: string[] }) =>
  post<{ id: string; slug: string }>("teams", values, false);

/** A leader adds a translator to their team by their account's e-mail address. */
export const addTeamMember = (teamId: string, email: string) =>
  post<{ userId: string }>("teams/members", { teamId, email }, false);

/** A leader removes a member; with their own id, a person leaves. */
export const removeTeamMember = (teamId: string, userId: string) =>
  post<{ removed: string }>("teams/members/remove", { teamId, userId });

/** A leader makes a member a leader, or a leader a member again. */
export const setTeamRole = (teamId: string, userId: string, role: "leader" | "member") =>
  post<{ role: string }>("teams/members/role", { teamId, userId, role });

/** The page reached in a chapter (from 1); the last page, or `finished`, marks it finished. */
export const saveProgress = (chapterId: string, page: number, finished?: boolean) =>
  post<{ page: number; finished: boolean }>("progress", {
    chapterId,
    page,
    ...(finished === undefined ? {} : { finished }),
  });

export const removeFromHistory = (chapterId: string) =>
  post<{ removed: number }>("history/remove", { chapterId });

export const clearHistory = () => post<{ removed: number }>("history/clear", {});

/** Marks these of the reader's notifications read (at most 200 at a time). */
export const markNotificationsRead = (ids: string[]) =>
  post<{ updated: number }>("notifications/read", { ids });

export const markAllNotificationsRead = () =>
  post<{ updated: number }>("notifications/read-all", {});
