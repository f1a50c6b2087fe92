import { createFileRoute } from "@tanstack/react-router";
import { siteOrigin } from "../../../config";
import { getDb } from "../../../server/db/index";
import { feedResponse } from "../../../server/studio/feeds";

/** The blog articles of one language as an Atom feed (`/{l}/blogs/feed.xml`). */
export const Route = createFileRoute("/$locale/blogs/feed.xml")({
  server: {
    handlers: {
      GET: async ({ params }) => feedResponse(await getDb(), "blog", params.locale, siteOrigin()),
    },
  },
});
