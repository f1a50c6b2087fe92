import { ProfileForm } from "@rawafed/forms";
import type { Locale } from "@rawafed/i18n";
import { useRouter } from "@tanstack/react-router";
import { saveProfile } from "../../runtime/accounts";
import type { Viewer } from "../../server/accounts/viewer";
import { AccountScreenFrame } from "./AccountControl";

/** The account's personal information: name, e-mail (a new one is verified first), photo. */
export function AccountScreen({ locale, viewer }: { locale: Locale; viewer: Viewer }) {
  const router = useRouter();
  return (
    <AccountScreenFrame pageId="account" current="personalInfo" locale={locale} viewer={viewer}>
      <ProfileForm
        titleLevel={1}
        defaultValues={{ fullName: viewer.name, email: viewer.email }}
        photoUrl={viewer.photo ?? undefined}
        onSubmit={async (values) => {
          const result = await saveProfile(values);
          // The header and the photo show what was saved.
          if (result.ok) await router.invalidate();
          return result;
        }}
      />
    </AccountScreenFrame>
  );
}
