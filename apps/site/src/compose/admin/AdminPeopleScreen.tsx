import { PageLinks, PeopleAdmin } from "@rawafed/design-system";
import { type Locale, useT } from "@rawafed/i18n";
import { useRouter } from "@tanstack/react-router";
import { postAccepted } from "../../runtime/postAccepted";
import type { PeopleData } from "../../server/accounts/peoplePages";
import { ROLES } from "../../server/accounts/roles";
import type { Viewer } from "../../server/accounts/viewer";
import { pagePath } from "../../site/paths";
import { AccountControl } from "../accounts/AccountControl";
import { ContentPage } from "../ContentPage";

/** Calls one of the people section's doors; `true` once the server saved it. */
const act = (path: string, body: object) => postAccepted(`/api/admin/people/${path}`, body);

/** The admins' people and roles: the search, one page of people, their actions. */
export function AdminPeopleScreen({
  locale,
  viewer,
  data,
}: {
  locale: Locale;
  viewer: Viewer;
  data: PeopleData;
}) {
  const t = useT();
  const router = useRouter();
  const action = pagePath("adminPeople", locale);
  const after = async (saved: boolean) => {
    if (saved) await router.invalidate();
    return saved;
  };
  return (
    <ContentPage pageId="adminPeople" account={<AccountControl locale={locale} viewer={viewer} />}>
      <PeopleAdmin
        people={data.items.map((person) => ({ ...person, self: person.id === data.self }))}
        total={data.total}
        roles={ROLES.map((role) => ({ value: role, label: t(`review.role.${role}`) }))}
        search={{ action, query: data.query }}
        onRole={async (id, role) => after(await act("role", { id, role }))}
        onEndSessions={async (id) => after(await act("end-sessions", { id }))}
        onResetSecondFactor={async (id) => after(await act("reset-second-factor", { id }))}
        pagination={
          <PageLinks
            page={data.page}
            pageCount={data.pageCount}
            hrefFor={(page) =>
              `${action}?${new URLSearchParams({ ...(data.query ? { q: data.query } : {}), page: String(page) })}`
            }
          />
        }
      />
    </ContentPage>
  );
}
