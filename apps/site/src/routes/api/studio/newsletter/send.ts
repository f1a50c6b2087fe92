import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../../server/http/methods";
import { handleNewsletterSend } from "../../../../server/newsletter/sendHttp";

/** A publisher sends a published news version to the subscribers of its language, once. */
export const Route = createFileRoute("/api/studio/newsletter/send")({
  server: { handlers: apiHandlers({ POST: handleNewsletterSend }) },
});
