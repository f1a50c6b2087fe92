import { createFileRoute } from "@tanstack/react-router";
import { redirectViewer } from "../../compose/accounts/guards";
import { SignUpScreen } from "../../compose/accounts/SignUpScreen";
import { unlistedHead, unlistedHeaders } from "../../compose/head";

export const Route = createFileRoute("/$locale/sign-up")({
  beforeLoad: ({ params }) => redirectViewer(params.locale),
  head: ({ params }) => unlistedHead(params.locale, "signUp"),
  headers: unlistedHeaders,
  component: function Page() {
    return <SignUpScreen locale={Route.useParams().locale} />;
  },
});
