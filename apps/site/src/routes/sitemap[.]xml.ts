import { createFileRoute } from "@tanstack/react-router";
import { siteOrigin } from "../config";
import { sitemapXml } from "../server/content/sitemap";

export const Route = createFileRoute("/sitemap.xml")({
  server: {
    handlers: {
      GET: () =>
        new Response(sitemapXml(siteOrigin()), {
          headers: {
            "Content-Type": "application/xml; charset=utf-8",
            "Cache-Control": "public, max-age=3600",
          },
        }),
    },
  },
});
