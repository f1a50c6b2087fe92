import { createFileRoute } from "@tanstack/react-router";
import { fileHandlers } from "../../../server/http/methods";
import { captionsResponse } from "../../../server/studio/videos";

const prefix = "/media/captions/";

/** A published video's captions in one language (WebVTT). */
export const Route = createFileRoute("/media/captions/$name")({
  server: {
    handlers: fileHandlers({
      GET: ({ request }) => captionsResponse(new URL(request.url).pathname.slice(prefix.length)),
    }),
  },
});
