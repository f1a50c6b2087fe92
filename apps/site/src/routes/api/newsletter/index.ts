import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../server/http/methods";
import { postSubscription } from "../../../server/newsletter/http";

/** The footer's form: a double opt-in (see `postSubscription`). */
export const Route = createFileRoute("/api/newsletter/")({
  server: {
    handlers: apiHandlers({
      POST: postSubscription,
    }),
  },
});
