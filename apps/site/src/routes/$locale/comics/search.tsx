import { createFileRoute } from "@tanstack/react-router";
import { comicsHead } from "../../../compose/comics/head";
import { SearchScreen } from "../../../compose/comics/SearchScreen";
import { searchInAddress } from "../../../compose/comics/searchAddress";
import { getComicsSearch } from "../../../runtime/serverFns";
import { readSearchParams } from "../../../server/comics/searchParams";

export const Route = createFileRoute("/$locale/comics/search")({
  // Read leniently: an unknown filter is dropped, never an error page. Only what was asked is
  // kept, so the address stays the one the search form wrote (less its empty fields).
  validateSearch: searchInAddress,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => getComicsSearch({ data: deps }),
  head: ({ params }) => comicsHead(params.locale, "comicsSearch"),
  component: function Search() {
    const { locale } = Route.useParams();
    const { reader } = Route.useRouteContext();
    return (
      <SearchScreen
        locale={locale}
        reader={reader}
        query={readSearchParams(Route.useSearch())}
        result={Route.useLoaderData()}
      />
    );
  },
});
