import { createFileRoute } from "@tanstack/react-router";
import { photoResponse } from "../../../server/accounts/photos";
import { fileHandlers } from "../../../server/http/methods";

const prefix = "/files/photos/";

/** A person's stored photo (see `server/accounts/photos.ts`); nothing else is served here. */
export const Route = createFileRoute("/files/photos/$name")({
  server: {
    handlers: fileHandlers({
      GET: ({ request }) => photoResponse(new URL(request.url).pathname.slice(prefix.length)),
    }),
  },
});
