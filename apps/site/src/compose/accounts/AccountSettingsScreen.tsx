import { DataExportPanel, Heading } from "@rawafed/design-system";
import { AccountSettingsForm, ChangePasswordForm, DeleteAccountForm } from "@rawafed/forms";
import { type Locale, useT } from "@rawafed/i18n";
import { useRouter } from "@tanstack/react-router";
import {
  changePassword,
  deleteAccount,
  requestDataExport,
  saveSettings,
} from "../../runtime/accounts";
import type { AccountSettingsData } from "../../server/accounts/pages";
import type { Viewer } from "../../server/accounts/viewer";
import { pagePath } from "../../site/paths";
import { AccountScreenFrame } from "./AccountControl";
import { AppPasswordsSection } from "./AppPasswordsSection";
import { TwoFactorSection } from "./TwoFactorSection";

/**
 * The account's settings: the password, two-step verification, reading apps' passwords, the
 * language of e-mails, a copy of their data, and deleting the account. `next`: where a staff member sent here to set up a second factor was going.
 */
export function AccountSettingsScreen({
  locale,
  viewer,
  settings,
  next,
}: {
  locale: Locale;
  viewer: Viewer;
  settings: AccountSettingsData;
  next?: string | undefined;
}) {
  const t = useT();
  const router = useRouter();
  return (
    <AccountScreenFrame pageId="accountSettings" current="settings" locale={locale} viewer={viewer}>
      <Heading level={1}>{t("nav.accountSettings")}</Heading>
      <ChangePasswordForm onSubmit={changePassword} />
      <TwoFactorSection viewer={viewer} passkeys={settings.passkeys} next={next} />
      <AppPasswordsSection
        passwords={settings.appPasswords}
        origin={settings.origin}
        email={viewer.email}
      />
      <AccountSettingsForm
        defaultValues={{ mailLocale: viewer.mailLocale }}
        onSubmit={async (values) => {
          const result = await saveSettings(values);
          if (result.ok) await router.invalidate();
          return result;
        }}
      />
      <DataExportPanel
        export={settings.dataExport}
        onRequest={async () => {
          const asked = await requestDataExport();
          if (asked) await router.invalidate();
          return asked;
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
