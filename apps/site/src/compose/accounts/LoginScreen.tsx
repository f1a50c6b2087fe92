import { Button, Stack, Text } from "@rawafed/design-system";
import { LoginForm } from "@rawafed/forms";
import { type Locale, useT } from "@rawafed/i18n";
import { useState } from "react";
import { resendVerificationEmail, signIn } from "../../runtime/accounts";
import { pagePath } from "../../site/paths";
import { ContentPage } from "../ContentPage";

/**
 * Log in; then back to where the person was sent from (`next`), or their account. An account not
 * yet verified is told so (the server has sent a new link), and can ask for another.
 */
export function LoginScreen({ locale, next }: { locale: Locale; next?: string | undefined }) {
  const t = useT();
  const [unverified, setUnverified] = useState<string>();
  const [resent, setResent] = useState(false);
  return (
    <ContentPage pageId="login">
      <Stack gap="lg">
        <LoginForm
          onSubmit={async (values) => {
            const result = await signIn(values);
            if (result.ok) window.location.assign(next ?? pagePath("account", locale));
            setUnverified(result.code === "EMAIL_NOT_VERIFIED" ? values.email : undefined);
            setResent(false);
            return result;
          }}
          forgotPasswordHref={pagePath("forgotPassword", locale)}
          signUpHref={pagePath("signUp", locale)}
        />
        {unverified ? (
          <Stack gap="sm" align="start">
            <Button
              variant="secondary"
              onClick={async () => {
                const result = await resendVerificationEmail(unverified);
                setResent(result.ok === true);
              }}
            >
              {t("comics.login.resend")}
            </Button>
            <div role="status">{resent ? <Text>{t("comics.login.resent")}</Text> : null}</div>
          </Stack>
        ) : null}
      </Stack>
    </ContentPage>
  );
}
