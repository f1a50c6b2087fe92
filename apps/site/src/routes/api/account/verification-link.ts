import { createFileRoute } from "@tanstack/react-router";
import { postVerificationLink } from "../../../server/accounts/verificationLink";
import { apiHandlers } from "../../../server/http/methods";

/** A new verification link in place of an expired one (the landing page's button). */
export const Route = createFileRoute("/api/account/verification-link")({
  server: { handlers: apiHandlers({ POST: postVerificationLink }) },
});
