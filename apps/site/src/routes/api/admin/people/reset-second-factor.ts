import { createFileRoute } from "@tanstack/react-router";
import { handleResetSecondFactor } from "../../../../server/accounts/peopleHttp";
import { apiHandlers } from "../../../../server/http/methods";

export const Route = createFileRoute("/api/admin/people/reset-second-factor")({
  server: { handlers: apiHandlers({ POST: handleResetSecondFactor }) },
});
