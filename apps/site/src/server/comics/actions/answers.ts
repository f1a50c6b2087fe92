// The reader actions' own refusals, in the shape the comics pages read (`runtime/comics.ts`: the
// `error` code); the admission's (401 LOGIN_REQUIRED, 403, 413, 422...) come before them.
import { answer } from "../../http/answers";

export const notFound = () => answer(404, { error: "NOT_FOUND" });
/** Someone else's: a comment of another reader, a rating of oneself. */
export const forbidden = () => answer(403, { error: "FORBIDDEN" });
