import { createFileRoute } from "@tanstack/react-router";
import { fileHandlers } from "../../../server/http/methods";
import { libraryImageResponse } from "../../../server/studio/media";

const prefix = "/media/library/";

/**
 * The media library's images, `{id}-{width}.{avif|webp}` (see `server/studio/media.ts`): public
 * and cached for good. The raw path is used: a name has no character that needs encoding.
 */
export const Route = createFileRoute("/media/library/$file")({
  server: {
    handlers: fileHandlers({
      GET: ({ request }) =>
        libraryImageResponse(new URL(request.url).pathname.slice(prefix.length)),
    }),
  },
});
