import { createFileRoute } from "@tanstack/react-router";
import { CatalogScreen } from "../../../compose/comics/CatalogScreen";
import { comicsHead } from "../../../compose/comics/head";
import { getCatalogHome } from "../../../runtime/serverFns";

export const Route = createFileRoute("/$locale/comics/")({
  loader: ({ params }) => getCatalogHome({ data: { locale: params.locale } }),
  head: ({ params }) => comicsHead(params.locale, "comics"),
  component: function Catalog() {
    const { locale } = Route.useParams();
    const { reader } = Route.useRouteContext();
    return <CatalogScreen locale={locale} reader={reader} home={Route.useLoaderData()} />;
  },
});
