import { createFileRoute } from "@tanstack/react-router";
import { siteOrigin } from "../../../config";
import { getDb } from "../../../server/db/index";
import { feedResponse } from "../../../server/studio/feeds";

/** The news of one language as an Atom feed (`/en/news/feed.xml`, `/ar/الأخبار/feed.xml`). */
export const Route = createFileRoute("/$locale/news/feed.xml")({
  server: {
    handlers: {
      GET: async ({ params }) => feedResponse(await getDb(), "news", params.locale, siteOrigin()),
    },
  },
});
