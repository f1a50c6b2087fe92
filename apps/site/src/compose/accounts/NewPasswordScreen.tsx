import { Link, Stack, Text } from "@rawafed/design-system";
import { NewPasswordForm, SecondFactorForm } from "@rawafed/forms";
import { FORM_ERROR } from "@rawafed/forms/schemas";
import { type Locale, useT } from "@rawafed/i18n";
import { useEffect, useState } from "react";
import { resetPassword, verifySecondFactor } from "../../runtime/accounts";
import { resetFlow } from "../../runtime/resetFlow";
import { pagePath } from "../../site/paths";
import { ContentPage } from "../ContentPage";

/**
 * Step 3 of the reset: the new password; the person is then logged in and sent to their account,
 * after their app's code when they have a second factor (the mailbox alone does not log them in).
 */
export function NewPasswordScreen({ locale }: { locale: Locale }) {
  const t = useT();
  const [flow, setFlow] = useState<ReturnType<typeof resetFlow.read>>();
  const [secondStep, setSecondStep] = useState(false);
  useEffect(() => setFlow(resetFlow.read()), []);
  const toAccount = () => window.location.assign(pagePath("account", locale));
  return (
    <ContentPage pageId="newPassword">
      {secondStep ? (
        <SecondFactorForm
          onSubmit={async ({ code }) => {
            const result = await verifySecondFactor(code);
            if (result.ok) toAccount();
            // The try's ten minutes are over: log in with the new password.
            if (result.code === "INVALID_TWO_FACTOR_COOKIE") {
              window.location.assign(pagePath("login", locale));
            }
            return result;
          }}
        />
      ) : flow === null || (flow && !flow.code) ? (
        <Stack gap="md" align="start">
          <Text>{t("comics.resetCode.missing")}</Text>
          <Link href={pagePath("forgotPassword", locale)}>{t("comics.forgotPassword.title")}</Link>
        </Stack>
      ) : (
        <NewPasswordForm
          onSubmit={async ({ password }) => {
            // Read when submitting, from the tab's storage: the one source of what step 1 gave.
            const current = resetFlow.read();
            if (!current?.code)
              return { fieldErrors: { [FORM_ERROR]: "comics.resetCode.missing" } };
            const result = await resetPassword(current.email, current.code, password);
            if (result.ok) resetFlow.end();
            if (result.ok && result.secondFactor) setSecondStep(true);
            else if (result.ok) toAccount();
            return result;
          }}
        />
      )}
    </ContentPage>
  );
}
