import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../../server/http/methods";
import { handleCv } from "../../../../server/review/http";

/** A job application's CV, for the reviewing team only, always as a download. */
export const Route = createFileRoute("/api/review/cv/$id")({
  server: {
    handlers: apiHandlers({
      GET: handleCv,
    }),
  },
});
