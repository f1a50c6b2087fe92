import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../server/http/methods";
import { postUnsubscribe, showUnsubscribe } from "../../../server/newsletter/http";

/** The `List-Unsubscribe` address of every mail: the token alone identifies the subscription. */
export const Route = createFileRoute("/api/newsletter/unsubscribe")({
  server: {
    handlers: apiHandlers({
      GET: showUnsubscribe,
      POST: postUnsubscribe,
    }),
  },
});
