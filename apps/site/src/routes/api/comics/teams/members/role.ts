import { createFileRoute } from "@tanstack/react-router";
import { handleSetTeamRole } from "../../../../../server/comics/actions/teams";
import { apiHandlers } from "../../../../../server/http/methods";

/** A leader sets a member's role: `{ teamId, userId, role }`. */
export const Route = createFileRoute("/api/comics/teams/members/role")({
  server: { handlers: apiHandlers({ POST: handleSetTeamRole }) },
});
