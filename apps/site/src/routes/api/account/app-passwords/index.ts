import { createFileRoute } from "@tanstack/react-router";
import { handleMakeAppPassword } from "../../../../server/accounts/appPasswords";
import { apiHandlers } from "../../../../server/http/methods";

export const Route = createFileRoute("/api/account/app-passwords/")({
  server: { handlers: apiHandlers({ POST: handleMakeAppPassword }) },
});
