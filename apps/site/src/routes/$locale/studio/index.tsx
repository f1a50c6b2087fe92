import { createFileRoute, redirect } from "@tanstack/react-router";
import { requireRole } from "../../../compose/accounts/guards";
import { STUDIO_ROLES } from "../../../server/accounts/roles";
import { pagePath } from "../../../site/paths";

/** The studio opens on the news (CONTRACT.md, "Editorial"): editors and publishers only. */
export const Route = createFileRoute("/$locale/studio/")({
  beforeLoad: async ({ params, location }) => {
    await requireRole(params.locale, location, STUDIO_ROLES);
    throw redirect({ href: pagePath("studioList", params.locale, { kind: "news" }) });
  },
});
