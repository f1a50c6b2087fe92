import { createFileRoute } from "@tanstack/react-router";
import { handleCreateTeam } from "../../../server/comics/actions/teams";
import { apiHandlers } from "../../../server/http/methods";

/** A translator makes a team, which they lead: `{ name, description, languages }`. */
export const Route = createFileRoute("/api/comics/teams")({
  server: { handlers: apiHandlers({ POST: handleCreateTeam }) },
});
