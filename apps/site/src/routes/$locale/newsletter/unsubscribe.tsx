import { NoticePanel } from "@rawafed/design-system";
import { useT } from "@rawafed/i18n";
import { createFileRoute, useLoaderData, useParams, useSearch } from "@tanstack/react-router";
import { ContentPage } from "../../../compose/ContentPage";
import { unlistedHead, unlistedHeaders } from "../../../compose/head";
import { tokenSearch } from "../../../compose/search";
import { unsubscribeNewsletter } from "../../../runtime/forms";
import { getUnsubscribeState } from "../../../runtime/serverFns";
import { RETURN_FIELD, RETURN_TO_PAGE } from "../../../server/newsletter/constants";
import { brand } from "../../../site/brand";
import { pagePath } from "../../../site/paths";

/**
 * The unsubscribe link of every mail: one button. Its form posts to the `List-Unsubscribe`
 * address (so it works without script) and comes back here with the outcome; with the page's
 * script the outcome is shown in place.
 */
export const Route = createFileRoute("/$locale/newsletter/unsubscribe")({
  validateSearch: tokenSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ deps }) => getUnsubscribeState({ data: { token: deps.token } }),
  head: ({ params }) => unlistedHead(params.locale, "newsletterUnsubscribe"),
  headers: unlistedHeaders,
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const t = useT();
  const { locale } = useParams({ from: "/$locale/newsletter/unsubscribe" });
  const { token = "" } = useSearch({ from: "/$locale/newsletter/unsubscribe" });
  const { state } = useLoaderData({ from: "/$locale/newsletter/unsubscribe" });
  const unsubscribed = {
    tone: "success" as const,
    title: t("newsletter.unsubscribed.title"),
    body: t("newsletter.unsubscribed.body"),
  };
  const unknown = {
    tone: "warning" as const,
    title: t("newsletter.unsubscribeInvalid.title"),
    body: t("newsletter.unsubscribeInvalid.body", { email: brand.email }),
  };
  const home = { href: pagePath("home", locale), label: t("error.backToHome") };
  return (
    <ContentPage pageId="newsletterUnsubscribe">
      {state === "subscribed" ? (
        <NoticePanel
          tone="neutral"
          title={t("newsletter.unsubscribe.title")}
          body={t("newsletter.unsubscribe.body")}
          action={{
            label: t("newsletter.unsubscribe.action"),
            href: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
            fields: { [RETURN_FIELD]: RETURN_TO_PAGE },
            onConfirm: async () => ((await unsubscribeNewsletter(token)) ? unsubscribed : unknown),
          }}
          link={home}
        />
      ) : (
        <NoticePanel {...(state === "unsubscribed" ? unsubscribed : unknown)} link={home} />
      )}
    </ContentPage>
  );
}
