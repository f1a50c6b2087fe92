import { ForgotPasswordForm } from "@rawafed/forms";
import type { Locale } from "@rawafed/i18n";
import { useRouter } from "@tanstack/react-router";
import { requestResetCode } from "../../runtime/accounts";
import { resetFlow } from "../../runtime/resetFlow";
import { pagePath } from "../../site/paths";
import { ContentPage } from "../ContentPage";

/** Step 1 of the reset: the address; the answer is the same whether it has an account or not. */
export function ForgotPasswordScreen({ locale }: { locale: Locale }) {
  const router = useRouter();
  return (
    <ContentPage pageId="forgotPassword">
      <ForgotPasswordForm
        onSubmit={async ({ email }) => {
          const result = await requestResetCode(email);
          if (result.ok) {
            resetFlow.start(email);
            await router.navigate({ href: pagePath("resetCode", locale) });
          }
          return result;
        }}
        loginHref={pagePath("login", locale)}
      />
    </ContentPage>
  );
}
