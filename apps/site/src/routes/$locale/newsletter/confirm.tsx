import { NoticePanel } from "@rawafed/design-system";
import { useT } from "@rawafed/i18n";
import { createFileRoute, useLoaderData, useParams } from "@tanstack/react-router";
import { ContentPage } from "../../../compose/ContentPage";
import { unlistedHead, unlistedHeaders } from "../../../compose/head";
import { tokenSearch } from "../../../compose/search";
import { confirmNewsletter } from "../../../runtime/serverFns";
import { CONFIRM_TTL_HOURS } from "../../../server/newsletter/constants";
import { pagePath } from "../../../site/paths";

/** The link of the confirmation mail: opening it activates the subscription, once. */
export const Route = createFileRoute("/$locale/newsletter/confirm")({
  validateSearch: tokenSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ deps }) => confirmNewsletter({ data: { token: deps.token } }),
  head: ({ params }) => unlistedHead(params.locale, "newsletterConfirm"),
  headers: unlistedHeaders,
  component: ConfirmPage,
});

function ConfirmPage() {
  const t = useT();
  const { locale } = useParams({ from: "/$locale/newsletter/confirm" });
  const { confirmed } = useLoaderData({ from: "/$locale/newsletter/confirm" });
  const notice = confirmed
    ? {
        tone: "success" as const,
        title: t("newsletter.confirmed.title"),
        body: t("newsletter.confirmed.body"),
      }
    : {
        tone: "warning" as const,
        title: t("newsletter.confirmInvalid.title"),
        body: t("newsletter.confirmInvalid.body", { hours: String(CONFIRM_TTL_HOURS) }),
      };
  return (
    <ContentPage pageId="newsletterConfirm">
      <NoticePanel
        {...notice}
        link={{ href: pagePath("home", locale), label: t("error.backToHome") }}
      />
    </ContentPage>
  );
}
