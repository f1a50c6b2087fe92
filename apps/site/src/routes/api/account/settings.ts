import { createFileRoute } from "@tanstack/react-router";
import { handleSettings } from "../../../server/accounts/profile";
import { apiHandlers } from "../../../server/http/methods";

export const Route = createFileRoute("/api/account/settings")({
  server: { handlers: apiHandlers({ POST: handleSettings }) },
});
