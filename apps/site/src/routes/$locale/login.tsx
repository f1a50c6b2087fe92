import { createFileRoute } from "@tanstack/react-router";
import { nextSearch, redirectViewer } from "../../compose/accounts/guards";
import { LoginScreen } from "../../compose/accounts/LoginScreen";
import { unlistedHead, unlistedHeaders } from "../../compose/head";

export const Route = createFileRoute("/$locale/login")({
  validateSearch: nextSearch,
  beforeLoad: ({ params, search }) => redirectViewer(params.locale, search.next),
  head: ({ params }) => unlistedHead(params.locale, "login"),
  headers: unlistedHeaders,
  component: function Login() {
    const { locale } = Route.useParams();
    const { next } = Route.useSearch();
    return <LoginScreen locale={locale} next={next} />;
  },
});
