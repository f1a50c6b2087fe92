import { Link, Stack, Text } from "@rawafed/design-system";
import { ResetCodeForm } from "@rawafed/forms";
import { FORM_ERROR } from "@rawafed/forms/schemas";
import { type Locale, useT } from "@rawafed/i18n";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { checkResetCode, requestResetCode } from "../../runtime/accounts";
import { resetFlow } from "../../runtime/resetFlow";
import { pagePath } from "../../site/paths";
import { ContentPage } from "../ContentPage";

/** Step 2 of the reset: the 6-digit code sent to the address of step 1 (kept in this tab). */
export function ResetCodeScreen({ locale }: { locale: Locale }) {
  const t = useT();
  const router = useRouter();
  // Read after hydration: the server has no session storage, and the first render must match.
  const [email, setEmail] = useState<string | null>();
  useEffect(() => setEmail(resetFlow.read()?.email ?? null), []);
  return (
    <ContentPage pageId="resetCode">
      {email === null ? (
        <Stack gap="md" align="start">
          <Text>{t("comics.resetCode.missing")}</Text>
          <Link href={pagePath("forgotPassword", locale)}>{t("comics.forgotPassword.title")}</Link>
        </Stack>
      ) : (
        <ResetCodeForm
          email={email}
          onSubmit={async ({ code }) => {
            // Read when submitting, from the tab's storage: the one source of what step 1 gave.
            const address = resetFlow.read()?.email;
            if (!address) return { fieldErrors: { [FORM_ERROR]: "comics.resetCode.missing" } };
            const result = await checkResetCode(address, code);
            if (result.ok) {
              resetFlow.withCode(code);
              await router.navigate({ href: pagePath("newPassword", locale) });
            }
            return result;
          }}
          onResend={() => {
            const address = resetFlow.read()?.email;
            if (address) void requestResetCode(address);
          }}
        />
      )}
    </ContentPage>
  );
}
