import { createFileRoute, Outlet } from "@tanstack/react-router";
import { loadReader } from "../../../compose/comics/reader";

/** Translators' profiles: open to all, drawn per person (followed, rated), never cached. */
export const Route = createFileRoute("/$locale/translators")({
  beforeLoad: async () => ({ reader: await loadReader() }),
  headers: () => ({ "Cache-Control": "no-store" }),
  component: Outlet,
});
