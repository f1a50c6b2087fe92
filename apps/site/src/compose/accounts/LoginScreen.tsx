import { Button, Stack, Text } from "@rawafed/design-system";
import { LoginForm, SecondFactorForm } from "@rawafed/forms";
import { type Locale, useT } from "@rawafed/i18n";
import { useState } from "react";
import { resendVerificationEmail, signIn, verifySecondFactor } from "../../runtime/accounts";
import { pagePath } from "../../site/paths";
import { ContentPage } from "../ContentPage";
import { PasskeyLogIn } from "./PasskeysPart";

/**
 * Log in; then back to where the person was sent from (`next`), or their account. An account not
 * yet verified is told so (the server has sent a new link), and can ask for another. An account
 * with an app is asked for its code after a right password. A passkey logs in alone.
 */
export function LoginScreen({ locale, next }: { locale: Locale; next?: string | undefined }) {
  const t = useT();
  const [unverified, setUnverified] = useState<string>();
  const [resent, setResent] = useState(false);
  const [secondStep, setSecondStep] = useState(false);
  const [expired, setExpired] = useState(false);
  const goOn = () => window.location.assign(next ?? pagePath("account", locale));
  if (secondStep) {
    return (
      <ContentPage pageId="login">
        <SecondFactorForm
          onSubmit={async ({ code }) => {
            const result = await verifySecondFactor(code);
            if (result.ok) goOn();
            // The password step again, saying why: the code's ten minutes are over.
            if (result.code === "INVALID_TWO_FACTOR_COOKIE") {
              setExpired(true);
              setSecondStep(false);
            }
            return result;
          }}
          onRestart={() => setSecondStep(false)}
        />
      </ContentPage>
    );
  }
  return (
    <ContentPage pageId="login">
      <Stack gap="lg">
        {expired ? (
          <div role="alert">
            <Text>{t("comics.secondFactor.expired")}</Text>
          </div>
        ) : null}
        <LoginForm
          onSubmit={async (values) => {
            const result = await signIn(values);
            if (result.secondFactor) {
              setExpired(false);
              setSecondStep(true);
            } else if (result.ok) goOn();
            setUnverified(result.code === "EMAIL_NOT_VERIFIED" ? values.email : undefined);
            setResent(false);
            return result;
          }}
          forgotPasswordHref={pagePath("forgotPassword", locale)}
          signUpHref={pagePath("signUp", locale)}
        />
        <PasskeyLogIn onSignedIn={goOn} />
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
