import { createFileRoute } from "@tanstack/react-router";
import { handleRevokeAppPassword } from "../../../../server/accounts/appPasswords";
import { apiHandlers } from "../../../../server/http/methods";

export const Route = createFileRoute("/api/account/app-passwords/revoke")({
  server: { handlers: apiHandlers({ POST: handleRevokeAppPassword }) },
});
