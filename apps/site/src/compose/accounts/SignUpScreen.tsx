import { SignUpForm } from "@rawafed/forms";
import type { Locale } from "@rawafed/i18n";
import { signUp } from "../../runtime/accounts";
import { pagePath } from "../../site/paths";
import { ContentPage } from "../ContentPage";

/** Sign-up in two steps; its success says to check the e-mail (the link activates the account). */
export function SignUpScreen({ locale }: { locale: Locale }) {
  return (
    <ContentPage pageId="signUp">
      <SignUpForm
        onSubmit={(values) => signUp(values, locale)}
        loginHref={pagePath("login", locale)}
      />
    </ContentPage>
  );
}
