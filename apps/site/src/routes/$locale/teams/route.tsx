import { createFileRoute, Outlet } from "@tanstack/react-router";
import { loadReader } from "../../../compose/comics/reader";

/** Translation teams: open to all, drawn per person (followed), never cached. */
export const Route = createFileRoute("/$locale/teams")({
  beforeLoad: async () => ({ reader: await loadReader() }),
  headers: () => ({ "Cache-Control": "no-store" }),
  component: Outlet,
});
