import { createFileRoute } from "@tanstack/react-router";
import { siteOrigin } from "../config";
import { robotsTxt } from "../server/content/sitemap";

export const Route = createFileRoute("/robots.txt")({
  server: {
    handlers: {
      GET: () =>
        new Response(robotsTxt(siteOrigin()), {
          headers: {
            "Content-Type": "text/plain; charset=utf-8",
            "Cache-Control": "public, max-age=3600",
          },
        }),
    },
  },
});
