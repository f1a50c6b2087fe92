import {
  StudioFrame,
  StudioItemList,
  type StudioListItem,
  type StudioListStateFilter,
  StudioNewItemLink,
} from "@rawafed/design-system/studio";
import type { Locale } from "@rawafed/i18n";
import type { Viewer } from "../../server/accounts/viewer";
import type { EditorialKind } from "../../server/db/schema";
import type { StudioRow } from "../../server/studio/list";
import { AccountControl } from "../accounts/AccountControl";
import { ContentPage } from "../ContentPage";
import { studioItemHref, studioListHref } from "./hrefs";
import { studioSections } from "./StudioSections";

export interface StudioListScreenProps {
  locale: Locale;
  viewer: Viewer;
  kind: EditorialKind;
  search: { q?: string; state?: StudioListStateFilter; language?: Locale };
  data: { items: StudioRow[]; total: number; page: number; pages: number };
}

/** A kind's items with each language's state, filters and pages. */
export function StudioListScreen({ locale, viewer, kind, search, data }: StudioListScreenProps) {
  const items: StudioListItem[] = data.items.map((row) => ({
    id: row.id,
    kind: row.kind,
    href: studioItemHref(locale, kind, row.id, locale),
    versions: row.versions,
    updatedBy: row.updatedBy,
  }));
  const page = (n: number) => studioListHref(locale, kind, { ...search, page: n });
  return (
    <ContentPage pageId="studioList" account={<AccountControl locale={locale} viewer={viewer} />}>
      <StudioFrame
        sections={studioSections(locale)}
        current={kind}
        newItem={<StudioNewItemLink href={studioItemHref(locale, kind, "new", locale)} />}
      >
        <StudioItemList
          kind={kind}
          items={items}
          total={data.total}
          filterAction={studioListHref(locale, kind)}
          filters={{
            q: search.q,
            state: search.state,
            language: search.language,
          }}
          clearFiltersHref={studioListHref(locale, kind)}
          pagination={{
            page: data.page,
            pageCount: data.pages,
            previousHref: data.page > 1 ? page(data.page - 1) : undefined,
            nextHref: data.page < data.pages ? page(data.page + 1) : undefined,
          }}
        />
      </StudioFrame>
    </ContentPage>
  );
}
