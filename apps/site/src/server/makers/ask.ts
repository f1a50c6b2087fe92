// `POST /api/comics/ask`: a signed-in reader asks for a comic or chapter to be added (the
// ask-for-a-comic form). The reviewing team sees it `open` in the console's "requests".
import { askForComicSchema } from "@rawafed/forms/schemas";
import { comicRequests } from "../db/makers";
import { endpoint } from "../http/admission";
import { created } from "../http/answers";

/** The form's three texts at up to 4 bytes a character. */
const REQUEST_BODY = 12 * 1024;

export const handleAsk = endpoint({
  rate: { key: "comics-ask", per: "person", max: 5 },
  who: "reader",
  body: { accepts: "json", maxBytes: REQUEST_BODY, schema: askForComicSchema },
  handle: async ({ db, user, data }) => {
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
  },
});
