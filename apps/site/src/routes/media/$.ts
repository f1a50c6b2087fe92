import { createFileRoute } from "@tanstack/react-router";
import { mediaResponse } from "../../server/comics/media";
import { fileHandlers } from "../../server/http/methods";

const prefix = "/media/";
const answer = (request: Request) =>
  mediaResponse(new URL(request.url).pathname.slice(prefix.length), request.headers);

/**
 * Covers, page images and chapter PDFs (see `server/comics/media.ts`). The raw path is used, never
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
