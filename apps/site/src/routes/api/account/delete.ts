import { createFileRoute } from "@tanstack/react-router";
import { handleDeleteAccount } from "../../../server/accounts/deletion";
import { apiHandlers } from "../../../server/http/methods";

export const Route = createFileRoute("/api/account/delete")({
  server: { handlers: apiHandlers({ POST: handleDeleteAccount }) },
});
