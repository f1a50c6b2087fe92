import { createServerFn } from "@tanstack/react-start";
import * as z from "zod/mini";
import { input, validInput } from "../content/input";
import { getDb } from "../db/index";
import { confirmSubscription, type SubscriptionState, subscriptionByToken } from "./subscriptions";
import { isToken } from "./tokens";

/**
 * The confirmation link, opened: activates the subscription once (the token is spent). A POST,
 * as it changes what is stored; the page's loader calls it.
 */
export const confirmNewsletter = createServerFn({ method: "POST" })
  .validator(validInput(z.object({ token: z.optional(input.slug()) })))
  .handler(async ({ data }): Promise<{ confirmed: boolean }> => {
    if (!isToken(data.token)) return { confirmed: false };
    return { confirmed: (await confirmSubscription(await getDb(), data.token)) !== null };
  });

/** What the unsubscribe page shows for a token: its button, its outcome, or an unknown link. */
export const getUnsubscribeState = createServerFn({ method: "GET" })
  .validator(validInput(z.object({ token: z.optional(input.slug()) })))
  .handler(async ({ data }): Promise<{ state: SubscriptionState | "unknown" }> => {
    if (!isToken(data.token)) return { state: "unknown" };
    const found = await subscriptionByToken(await getDb(), data.token);
    return { state: found?.state ?? "unknown" };
  });
