import { createFileRoute } from "@tanstack/react-router";
import { orLogin, requireRole } from "../../../compose/accounts/guards";
import { unlistedHead } from "../../../compose/head";
import { paramNotFound } from "../../../compose/notFound";
import { TranscriptsScreen } from "../../../compose/uploads/TranscriptsScreen";
import { getChapterTranscripts } from "../../../runtime/serverFns";
import { UPLOAD_ROLES } from "../../../server/accounts/roles";

/** A translator's chapter, page by page, for its transcripts; another's chapter is not found. */
export const Route = createFileRoute("/$locale/account/transcripts/$chapter")({
  beforeLoad: ({ params, location }) => requireRole(params.locale, location, UPLOAD_ROLES),
  loader: async ({ params, location }) => {
    const work = await orLogin(
      await getChapterTranscripts({ data: { chapterId: params.chapter } }),
      params.locale,
      location,
    );
    if (work === "notFound") throw paramNotFound(location.href);
    return work;
  },
  head: ({ params }) => unlistedHead(params.locale, "accountTranscripts"),
  component: function Transcripts() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    return <TranscriptsScreen locale={locale} viewer={viewer} work={Route.useLoaderData()} />;
  },
});
