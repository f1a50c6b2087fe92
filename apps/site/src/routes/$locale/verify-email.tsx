import { createFileRoute } from "@tanstack/react-router";
import { VerifyEmailScreen } from "../../compose/accounts/VerifyEmailScreen";
import { unlistedHead, unlistedHeaders } from "../../compose/head";
import { tokenSearch } from "../../compose/search";
import { verifyEmail } from "../../runtime/serverFns";

/** The link of the verification mail: opening it activates the account and logs the person in. */
export const Route = createFileRoute("/$locale/verify-email")({
  validateSearch: (search: Record<string, unknown>) => ({
    ...tokenSearch(search),
    ...(search.sent === 1 || search.sent === "1" ? { sent: true } : {}),
  }),
  loaderDeps: ({ search }) => ({ token: search.token, sent: search.sent }),
  loader: async ({ deps }) =>
    deps.sent && !deps.token
      ? { outcome: "resent" as const }
      : verifyEmail({ data: { token: deps.token } }),
  head: ({ params }) => unlistedHead(params.locale, "verifyEmail"),
  headers: unlistedHeaders,
  component: function VerifyEmail() {
    const { locale } = Route.useParams();
    const { token } = Route.useSearch();
    const { outcome } = Route.useLoaderData();
    return <VerifyEmailScreen locale={locale} outcome={outcome} token={token} />;
  },
});
