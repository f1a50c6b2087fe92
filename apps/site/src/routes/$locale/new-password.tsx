import { createFileRoute } from "@tanstack/react-router";
import { redirectViewer } from "../../compose/accounts/guards";
import { NewPasswordScreen } from "../../compose/accounts/NewPasswordScreen";
import { unlistedHead, unlistedHeaders } from "../../compose/head";

export const Route = createFileRoute("/$locale/new-password")({
  beforeLoad: ({ params }) => redirectViewer(params.locale),
  head: ({ params }) => unlistedHead(params.locale, "newPassword"),
  headers: unlistedHeaders,
  component: function Page() {
    return <NewPasswordScreen locale={Route.useParams().locale} />;
  },
});
