// The console's read server function: who asks is checked, then the console's data is read.
import { locales } from "@rawafed/i18n";
import { createServerFn } from "@tanstack/react-start";
import { getRequestHeaders } from "@tanstack/react-start/server";
import * as z from "zod/mini";
import { validInput } from "../content/input";
import { getDb } from "../db/index";
import { reviewerOf } from "./access";
import { loadReviewConsole, type ReviewConsoleData } from "./console";
import { type ReviewSearch, readReviewSearch } from "./sections";

export type { ReviewConsoleData, ReviewView } from "./console";

// The locale is required; the rest is the address's search, read leniently by `readReviewSearch`.
const consoleInput = z.looseObject({ locale: z.enum(locales) });

/**
 * The console's data. Who asks is checked before what they ask: a visitor is answered 401 and a
 * signed-in person without the role 403 (the thrown response is the call's answer); only then is
 * the input read through its schema.
 */
export const getReviewConsole = createServerFn({ method: "GET" })
  .validator((input: ReviewSearch & { locale: string }) => input)
  .handler(async ({ data: input }): Promise<ReviewConsoleData> => {
    const reviewer = await reviewerOf(new Headers(getRequestHeaders()));
    if (reviewer instanceof Response) throw reviewer;
    const { locale, ...search } = validInput(consoleInput)(
      // The route passes its `$locale` as a string: the schema is what checks it.
      input as z.input<typeof consoleInput>,
    );
    return loadReviewConsole(await getDb(), locale, readReviewSearch(search));
  });
