import { DefaultLayout, Heading, Text } from "@rawafed/design-system";
import { otherLocale, useT } from "@rawafed/i18n";
import { createFileRoute, getRouteApi } from "@tanstack/react-router";
import { pageHead } from "../../head";

const localeRoute = getRouteApi("/$locale");

export const Route = createFileRoute("/$locale/")({
  head: ({ matches, params }) => pageHead(matches, params.locale, "page.home.title"),
  component: HomePage,
});

function HomePage() {
  const t = useT();
  const { locale } = Route.useParams();
  const { year } = localeRoute.useLoaderData();
  return (
    <DefaultLayout locale={locale} twinHref={`/${otherLocale(locale)}`} year={year}>
      <Heading level={1}>{t("page.home.title")}</Heading>
      <Text>{t("page.home.intro")}</Text>
    </DefaultLayout>
  );
}
