import { createFileRoute } from "@tanstack/react-router";
import { handleSave } from "../../../server/comics/actions/saves";
import { apiHandlers } from "../../../server/http/methods";

export const Route = createFileRoute("/api/comics/save")({
  server: { handlers: apiHandlers({ POST: handleSave }) },
});
