import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../../server/http/methods";
import { handleMediaUpdate } from "../../../../server/studio/mediaHttp";

/** An image's alt texts, decorative flag and focal point (the media page's details form). */
export const Route = createFileRoute("/api/studio/media/update")({
  server: { handlers: apiHandlers({ POST: handleMediaUpdate }) },
});
