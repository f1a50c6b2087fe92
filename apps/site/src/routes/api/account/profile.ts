import { createFileRoute } from "@tanstack/react-router";
import { handleProfile } from "../../../server/accounts/profile";
import { apiHandlers } from "../../../server/http/methods";

export const Route = createFileRoute("/api/account/profile")({
  server: { handlers: apiHandlers({ POST: handleProfile }) },
});
