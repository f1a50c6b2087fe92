import { createFileRoute, useLocation } from "@tanstack/react-router";
import { comicsHead } from "../../../compose/comics/head";
import { TranslatorScreen } from "../../../compose/comics/PeopleScreens";
import { paramNotFound } from "../../../compose/notFound";
import { getTranslatorPage } from "../../../runtime/serverFns";

export const Route = createFileRoute("/$locale/translators/$id")({
  loader: async ({ params, location }) => {
    const page = await getTranslatorPage({ data: { id: params.id } });
    if (!page) throw paramNotFound(location.href);
    return page;
  },
  head: ({ params, loaderData }) =>
    loaderData
      ? comicsHead(params.locale, "translator", {
          params: { id: params.id },
          title: loaderData.translator.name,
        })
      : {},
  component: function Translator() {
    const { locale } = Route.useParams();
    const { reader } = Route.useRouteContext();
    const path = useLocation({ select: (location) => location.href });
    return (
      <TranslatorScreen locale={locale} reader={reader} page={Route.useLoaderData()} path={path} />
    );
  },
});
