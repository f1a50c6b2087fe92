import { createFileRoute, Outlet } from "@tanstack/react-router";
import { loadReader } from "../../../compose/comics/reader";

/** The comics catalog: open to all, drawn per person (saved, followed, read), never cached. */
export const Route = createFileRoute("/$locale/comics")({
  beforeLoad: async () => ({ reader: await loadReader() }),
  headers: () => ({ "Cache-Control": "no-store" }),
  component: Outlet,
});
