import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../../../compose/accounts/guards";
import { AdminPeopleScreen } from "../../../compose/admin/AdminPeopleScreen";
import { unlistedHead, unlistedHeaders } from "../../../compose/head";
import { ADMIN_ROLES } from "../../../server/accounts/roles";

type PeopleInput = Parameters<
  typeof import("../../../server/accounts/peoplePages")["getPeople"]
>[0];

// Loaded on first call, as `runtime/serverFns.ts` does for the site's other server functions.
const getPeople = async (input: PeopleInput) =>
  (await import("../../../server/accounts/peoplePages")).getPeople(input);

/** The admins' people and roles (`?q=&page=`); the server checks again on every call. */
export const Route = createFileRoute("/$locale/admin/people")({
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: (search: Record<string, unknown>) => search,
  beforeLoad: ({ params, location }) => requireRole(params.locale, location, ADMIN_ROLES),
  loaderDeps: ({ search }) => ({ q: search.q, page: search.page }),
  loader: ({ deps }) => getPeople({ data: deps }),
  headers: unlistedHeaders,
  head: ({ params }) => unlistedHead(params.locale, "adminPeople"),
  component: function AdminPeople() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    const data = Route.useLoaderData();
    return <AdminPeopleScreen locale={locale} viewer={viewer} data={data} />;
  },
});
