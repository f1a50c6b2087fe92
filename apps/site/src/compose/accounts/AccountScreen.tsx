import { AccountMenu, Container, Heading, Stack, Text } from "@rawafed/design-system";
import { type Locale, useT } from "@rawafed/i18n";
import { signOut } from "../../runtime/accounts";
import type { Viewer } from "../../server/accounts/viewer";
import { pagePath } from "../../site/paths";
import { ContentPage } from "../ContentPage";

/** The account pages this app has, for the account's menu. */
export const accountHrefs = (locale: Locale) => ({
  personalInfo: pagePath("account", locale),
});

/** The account's first page: who is signed in, the account's menu, log out. */
export function AccountScreen({ locale, viewer }: { locale: Locale; viewer: Viewer }) {
  const t = useT();
  return (
    <ContentPage pageId="account">
      <Container>
        <Stack gap="lg">
          <Heading level={1}>{t("comics.account.personalInfo")}</Heading>
          <Text>{t("comics.account.signedInAs", { name: viewer.name })}</Text>
          <AccountMenu
            hrefs={accountHrefs(locale)}
            current="personalInfo"
            onLogOut={async () => {
              await signOut();
              window.location.assign(pagePath("home", locale));
            }}
          />
        </Stack>
      </Container>
    </ContentPage>
  );
}
