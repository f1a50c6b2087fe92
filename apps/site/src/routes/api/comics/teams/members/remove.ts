import { createFileRoute } from "@tanstack/react-router";
import { handleRemoveTeamMember } from "../../../../../server/comics/actions/teams";
import { apiHandlers } from "../../../../../server/http/methods";

/** A leader removes a member, or a member leaves (their own id): `{ teamId, userId }`. */
export const Route = createFileRoute("/api/comics/teams/members/remove")({
  server: { handlers: apiHandlers({ POST: handleRemoveTeamMember }) },
});
