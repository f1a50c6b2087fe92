import { createFileRoute } from "@tanstack/react-router";
import { mediaResponse } from "../../server/comics/media";
import { fileHandlers } from "../../server/http/methods";
import { captionsResponse, videoResponse } from "../../server/studio/videos";

const prefix = "/media/";
/** The studio's videos (by ranges) and captions, then the comics' files. */
function answer(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.slice(prefix.length);
  if (path.startsWith("videos/")) return videoResponse(request, path.slice("videos/".length));
  if (path.startsWith("captions/")) return captionsResponse(path.slice("captions/".length));
  return mediaResponse(path, request.headers);
}

/**
 * Covers, page images and chapter PDFs (see `server/comics/media.ts`); the studio's videos and
 * captions (`server/studio/videos.ts`). The raw path is used, never
 * a decoded one: a key has no character that needs encoding, so an encoded one is not found.
 */
export const Route = createFileRoute("/media/$")({
  server: {
    handlers: fileHandlers({
      GET: ({ request }) => answer(request),
      // The same headers, and the file (a PDF is streamed) closed unread.
      HEAD: async ({ request }) => {
        const response = await answer(request);
        await response.body?.cancel();
        return new Response(null, { status: response.status, headers: response.headers });
      },
    }),
  },
});
