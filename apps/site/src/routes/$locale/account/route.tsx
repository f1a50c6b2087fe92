import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireViewer } from "../../../compose/accounts/guards";
import { unlistedHeaders } from "../../../compose/head";

/** The account's pages: for signed-in people only (a visitor is sent to log in first). */
export const Route = createFileRoute("/$locale/account")({
  beforeLoad: ({ params, location }) => requireViewer(params.locale, location),
  headers: unlistedHeaders,
  component: Outlet,
});
