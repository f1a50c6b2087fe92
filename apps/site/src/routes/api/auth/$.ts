import { createFileRoute } from "@tanstack/react-router";
import { handleAuth } from "../../../server/accounts/http";
import { apiHandlers } from "../../../server/http/methods";

/** better-auth's endpoints: sign-up, sign-in, sessions, verification, the reset code. */
export const Route = createFileRoute("/api/auth/$")({
  server: {
    handlers: apiHandlers({
      GET: handleAuth,
      POST: handleAuth,
    }),
  },
});
