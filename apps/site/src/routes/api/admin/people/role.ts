import { createFileRoute } from "@tanstack/react-router";
import { handleSetRole } from "../../../../server/accounts/peopleHttp";
import { apiHandlers } from "../../../../server/http/methods";

export const Route = createFileRoute("/api/admin/people/role")({
  server: { handlers: apiHandlers({ POST: handleSetRole }) },
});
