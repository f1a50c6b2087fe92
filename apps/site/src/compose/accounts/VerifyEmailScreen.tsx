import { type NoticeContent, NoticePanel } from "@rawafed/design-system";
import { type Locale, useT } from "@rawafed/i18n";
import { api } from "../../runtime/api";
import type { VerificationOutcome } from "../../server/accounts/pages";
import { pagePath } from "../../site/paths";
import { ContentPage } from "../ContentPage";

interface VerifyEmailScreenProps {
  locale: Locale;
  /** What opening the link did; `resent` after the no-script form asked for a new link. */
  outcome: VerificationOutcome | "resent";
  token?: string | undefined;
}

/**
 * The verification link's landing: activated (and logged in), already used, expired (a button
 * sends a new link, with or without script) or not a link the site made.
 */
export function VerifyEmailScreen({ locale, outcome, token }: VerifyEmailScreenProps) {
  const t = useT();
  const notice = (
    key: Exclude<VerificationOutcome, "activated"> | "activated",
    tone: NoticeContent["tone"],
  ): NoticeContent => ({
    tone,
    title: t(`comics.verify.${key}.title`),
    body: t(`comics.verify.${key}.body`),
  });
  const resent: NoticeContent = {
    tone: "success",
    title: t("comics.verify.resend"),
    body: t("comics.verify.resent"),
  };
  const account = { href: pagePath("account", locale), label: t("comics.account.goToAccount") };
  const login = { href: pagePath("login", locale), label: t("comics.login.title") };
  return (
    <ContentPage pageId="verifyEmail">
      {outcome === "activated" ? (
        <NoticePanel {...notice("activated", "success")} link={account} />
      ) : outcome === "emailChanged" ? (
        <NoticePanel {...notice("emailChanged", "success")} link={account} />
      ) : outcome === "alreadyVerified" ? (
        <NoticePanel {...notice("alreadyVerified", "neutral")} link={login} />
      ) : outcome === "resent" ? (
        <NoticePanel {...resent} link={login} />
      ) : outcome === "expired" && token ? (
        <NoticePanel
          {...notice("expired", "warning")}
          action={{
            label: t("comics.verify.resend"),
            href: "/api/account/verification-link",
            fields: { token, locale, return: "page" },
            onConfirm: async () => {
              const body = new URLSearchParams({ token, locale });
              const response = await api.post("/api/account/verification-link", { body, retry: 0 });
              return response.ok ? resent : notice("invalid", "warning");
            },
          }}
          link={login}
        />
      ) : (
        <NoticePanel {...notice("invalid", "warning")} link={login} />
      )}
    </ContentPage>
  );
}
