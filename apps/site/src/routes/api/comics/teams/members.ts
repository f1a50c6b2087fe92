import { createFileRoute } from "@tanstack/react-router";
import { handleAddTeamMember } from "../../../../server/comics/actions/teams";
import { apiHandlers } from "../../../../server/http/methods";

/** A team's leader adds a translator by their e-mail address: `{ teamId, email }`. */
export const Route = createFileRoute("/api/comics/teams/members")({
  server: { handlers: apiHandlers({ POST: handleAddTeamMember }) },
});
