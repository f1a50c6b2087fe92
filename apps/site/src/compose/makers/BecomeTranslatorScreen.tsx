import { Heading, SubmissionNotice } from "@rawafed/design-system";
import { TranslatorApplicationForm } from "@rawafed/forms";
import { type Locale, useT } from "@rawafed/i18n";
import { postJson } from "../../runtime/api";
import type { Viewer } from "../../server/accounts/viewer";
import type { ApplicationStatus } from "../../server/makers/apply";
import { AccountScreenFrame } from "../accounts/AccountControl";

/**
 * `/{l}/account/become-translator`: the application form; instead of it, the notice of an
 * application under review, or that the person is a translator already. After a rejection the
 * reason is said above a new form.
 */
export function BecomeTranslatorScreen({
  locale,
  viewer,
  status,
}: {
  locale: Locale;
  viewer: Viewer;
  status: ApplicationStatus;
}) {
  const t = useT();
  const title = <Heading level={1}>{t("comics.translatorApplication.title")}</Heading>;
  return (
    <AccountScreenFrame
      pageId="accountBecomeTranslator"
      current="becomeTranslator"
      locale={locale}
      viewer={viewer}
    >
      {status.kind === "translator" ? (
        <>
          {title}
          <p role="status">{t("comics.becomeTranslator.already")}</p>
        </>
      ) : status.kind === "received" ? (
        <>
          {title}
          <SubmissionNotice status="received" message="comics.notice.translatorApplication" />
        </>
      ) : (
        <>
          {status.kind === "rejected" ? (
            <p>{t("comics.becomeTranslator.rejected", { reason: status.reason })}</p>
          ) : null}
          <TranslatorApplicationForm
            teams={status.teams}
            onSubmit={(values) => postJson("/api/account/become-translator", values)}
          />
        </>
      )}
    </AccountScreenFrame>
  );
}
