import { createFileRoute } from "@tanstack/react-router";
import { fileHandlers } from "../../../server/http/methods";
import { documentResponse } from "../../../server/studio/documents";

/** A published document's PDF in a language: statements, policies, the catalog (by its slug). */
export const Route = createFileRoute("/files/$locale/$name")({
  server: {
    handlers: fileHandlers({
      GET: ({ request }) => {
        const [, , locale = "", name = ""] = new URL(request.url).pathname.split("/");
        return documentResponse(request, locale, name);
      },
    }),
  },
});
