import { createFileRoute } from "@tanstack/react-router";
import { siteOrigin } from "../config";
import { sitemapXml } from "../server/content/sitemap";
import { getDb } from "../server/db/index";

export const Route = createFileRoute("/sitemap.xml")({
  server: {
    handlers: {
      GET: async () =>
        new Response(await sitemapXml(await getDb(), siteOrigin()), {
          headers: {
            "Content-Type": "application/xml; charset=utf-8",
            // Published items are in it at once (as in the feeds): shared 5 s at most.
            "Cache-Control": "public, max-age=0, s-maxage=5",
          },
        }),
    },
  },
});
