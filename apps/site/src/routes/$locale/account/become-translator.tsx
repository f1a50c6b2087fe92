import { createFileRoute } from "@tanstack/react-router";
import { orLogin } from "../../../compose/accounts/guards";
import { unlistedHead } from "../../../compose/head";
import { BecomeTranslatorScreen } from "../../../compose/makers/BecomeTranslatorScreen";
import { getApplicationStatus } from "../../../runtime/serverFns";

/** Become a translator: the application form, or where the person's application stands. */
export const Route = createFileRoute("/$locale/account/become-translator")({
  loader: async ({ params, location }) =>
    orLogin(await getApplicationStatus(), params.locale, location),
  head: ({ params }) => unlistedHead(params.locale, "accountBecomeTranslator"),
  component: function Page() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    return (
      <BecomeTranslatorScreen locale={locale} viewer={viewer} status={Route.useLoaderData()} />
    );
  },
});
