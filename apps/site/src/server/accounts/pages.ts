// The server functions of the account pages: who is signed in, and the verification link opened.

import { createServerFn } from "@tanstack/react-start";
import { getRequestHeaders } from "@tanstack/react-start/server";
import { APIError } from "better-auth/api";
import * as z from "zod/mini";
import { validInput } from "../content/input";
import { getAuth } from "./auth";
import { isVerificationToken } from "./verificationLink";
import { type Viewer, viewerOf } from "./viewer";

/** The person signed in on this request, or `null`. */
export const getViewer = createServerFn({ method: "GET" }).handler(
  async (): Promise<Viewer | null> => viewerOf(new Headers(getRequestHeaders())),
);

/** A verification link's token as better-auth writes it (a JWT). */
const token = z.object({ token: z.optional(z.string().check(z.maxLength(4096))) });

export type VerificationOutcome = "activated" | "alreadyVerified" | "expired" | "invalid";

/**
 * The verification link, opened: the account is activated and signed in the first time; a link
 * of an account already active says so; an expired one offers a new link.
 */
export const verifyEmail = createServerFn({ method: "POST" })
  .validator(validInput(token))
  .handler(async ({ data }): Promise<{ outcome: VerificationOutcome }> => {
    if (!isVerificationToken(data.token)) return { outcome: "invalid" };
    const auth = await getAuth();
    try {
      const answer = await auth.api.verifyEmail({
        query: { token: data.token },
        headers: new Headers(getRequestHeaders()),
      });
      return {
        outcome: answer && "user" in answer && answer.user ? "activated" : "alreadyVerified",
      };
    } catch (error) {
      if (error instanceof APIError && error.body?.code === "TOKEN_EXPIRED") {
        return { outcome: "expired" };
      }
      return { outcome: "invalid" };
    }
  });
