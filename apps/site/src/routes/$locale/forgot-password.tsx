import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordScreen } from "../../compose/accounts/ForgotPasswordScreen";
import { redirectViewer } from "../../compose/accounts/guards";
import { unlistedHead, unlistedHeaders } from "../../compose/head";

export const Route = createFileRoute("/$locale/forgot-password")({
  beforeLoad: ({ params }) => redirectViewer(params.locale),
  head: ({ params }) => unlistedHead(params.locale, "forgotPassword"),
  headers: unlistedHeaders,
  component: function Page() {
    return <ForgotPasswordScreen locale={Route.useParams().locale} />;
  },
});
