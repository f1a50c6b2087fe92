import { createFileRoute } from "@tanstack/react-router";
import { redirectViewer } from "../../compose/accounts/guards";
import { ResetCodeScreen } from "../../compose/accounts/ResetCodeScreen";
import { unlistedHead, unlistedHeaders } from "../../compose/head";

export const Route = createFileRoute("/$locale/reset-code")({
  beforeLoad: ({ params }) => redirectViewer(params.locale),
  head: ({ params }) => unlistedHead(params.locale, "resetCode"),
  headers: unlistedHeaders,
  component: function Page() {
    return <ResetCodeScreen locale={Route.useParams().locale} />;
  },
});
