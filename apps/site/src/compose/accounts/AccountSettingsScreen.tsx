import { Heading } from "@rawafed/design-system";
import { AccountSettingsForm, ChangePasswordForm, DeleteAccountForm } from "@rawafed/forms";
import { type Locale, useT } from "@rawafed/i18n";
import { useRouter } from "@tanstack/react-router";
import { changePassword, deleteAccount, saveSettings } from "../../runtime/accounts";
import type { Viewer } from "../../server/accounts/viewer";
import { pagePath } from "../../site/paths";
import { AccountScreenFrame } from "./AccountControl";

/** The account's settings: the password, the language of e-mails, and deleting the account. */
export function AccountSettingsScreen({ locale, viewer }: { locale: Locale; viewer: Viewer }) {
  const t = useT();
  const router = useRouter();
  return (
    <AccountScreenFrame pageId="accountSettings" current="settings" locale={locale} viewer={viewer}>
      <Heading level={1}>{t("nav.accountSettings")}</Heading>
      <ChangePasswordForm onSubmit={changePassword} />
      <AccountSettingsForm
        defaultValues={{ mailLocale: viewer.mailLocale }}
        onSubmit={async (values) => {
          const result = await saveSettings(values);
          if (result.ok) await router.invalidate();
          return result;
        }}
      />
      <DeleteAccountForm
        onSubmit={async (values) => {
          const result = await deleteAccount(values);
          if (result.ok) window.location.assign(pagePath("home", locale));
          return result;
        }}
      />
    </AccountScreenFrame>
  );
}
