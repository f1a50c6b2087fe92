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
            // Published items appear in it within minutes; crawlers come back far less often.
            "Cache-Control": "public, max-age=300",
          },
        }),
    },
  },
});
