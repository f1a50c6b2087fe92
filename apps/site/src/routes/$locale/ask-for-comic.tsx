import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "../../compose/accounts/guards";
import { loadReader } from "../../compose/comics/reader";
import { unlistedHead, unlistedHeaders } from "../../compose/head";
import { AskForComicScreen } from "../../compose/makers/AskForComicScreen";

/** Ask for a comic or chapter: signed-in readers (a visitor logs in first). */
export const Route = createFileRoute("/$locale/ask-for-comic")({
  beforeLoad: async ({ params, location }) => {
    await requireViewer(params.locale, location);
    return { reader: await loadReader() };
  },
  head: ({ params }) => unlistedHead(params.locale, "askForComic"),
  headers: unlistedHeaders,
  component: function AskForComic() {
    const { locale } = Route.useParams();
    const { reader } = Route.useRouteContext();
    return <AskForComicScreen locale={locale} reader={reader} />;
  },
});
