// `POST /api/comics/ask`: a signed-in reader asks for a comic or chapter to be added (the
// ask-for-a-comic form). The reviewing team sees it `open` in the console's "requests".
import { askForComicSchema } from "@rawafed/forms/schemas";
import { readerRequest } from "../comics/actions/requests";
import { comicRequests } from "../db/makers";
import { created } from "../submissions/http";

/** The form's three texts at up to 4 bytes a character. */
const REQUEST_BODY = 12 * 1024;

export async function handleAsk(request: Request): Promise<Response> {
  const started = await readerRequest(request, {
    kind: "ask",
    perMinute: 5,
    maxBytes: REQUEST_BODY,
    schema: askForComicSchema,
  });
  if ("refused" in started) return started.refused;
  const { db, user, data } = started;
  const [stored] = await db
    .insert(comicRequests)
    .values({
      userId: user.id,
      comicName: data.comicName,
      chapter: data.chapter,
      details: data.details,
    })
    .returning({ id: comicRequests.id });
  if (!stored) throw new Error("the request was not stored");
  return created(stored.id);
}
