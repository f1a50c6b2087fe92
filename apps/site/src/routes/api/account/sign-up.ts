import { createFileRoute } from "@tanstack/react-router";
import { handleSignUp } from "../../../server/accounts/signUp";
import { apiHandlers } from "../../../server/http/methods";

export const Route = createFileRoute("/api/account/sign-up")({
  server: { handlers: apiHandlers({ POST: handleSignUp }) },
});
