import { RevisionDiff, RevisionHistory, StudioFrame } from "@rawafed/design-system/studio";
import type { Locale } from "@rawafed/i18n";
import type { Viewer } from "../../server/accounts/viewer";
import type { EditorialKind } from "../../server/db/schema";
import type { DiffSegment } from "../../server/studio/diff";
import type { RevisionRow, StudioItem } from "../../server/studio/item";
import { AccountControl } from "../accounts/AccountControl";
import { ContentPage } from "../ContentPage";
import { studioHistoryHref, studioItemHref } from "./hrefs";
import { studioSections } from "./StudioSections";

export interface StudioHistoryData {
  item: StudioItem;
  versionId: string;
  headRevisionId: string | null;
  revisions: RevisionRow[];
  from: number | null;
  to: number | null;
  diff: DiffSegment[];
}

/** A version's revisions, two of them compared, and an old one restored as a new draft. */
export function StudioHistoryScreen({
  locale,
  viewer,
  kind,
  lang,
  data,
}: {
  locale: Locale;
  viewer: Viewer;
  kind: EditorialKind;
  lang: Locale;
  data: StudioHistoryData;
}) {
  const idOf = (number: number | null) =>
    data.revisions.find((revision) => revision.number === number)?.id;
  const title = data.item.versions[lang]?.content.title;
  return (
    <ContentPage
      pageId="studioHistory"
      account={<AccountControl locale={locale} viewer={viewer} />}
    >
      <StudioFrame sections={studioSections(locale)} current={kind} heading={title}>
        {data.from !== null && data.to !== null ? (
          <RevisionDiff segments={data.diff} from={data.from} to={data.to} language={lang} />
        ) : null}
        <RevisionHistory
          language={lang}
          revisions={data.revisions.map((revision) => ({
            id: revision.id,
            number: revision.number,
            author: revision.author,
            at: revision.at,
            note: revision.note,
          }))}
          currentId={data.headRevisionId ?? ""}
          compareAction={studioHistoryHref(locale, kind, data.item.id, lang)}
          compareFrom={idOf(data.from)}
          compareTo={idOf(data.to)}
          restoreAction="/api/studio/restore"
          hiddenFields={{
            versionId: data.versionId,
            baseRevision: data.headRevisionId ?? "",
            back: studioItemHref(locale, kind, data.item.id, lang),
          }}
        />
      </StudioFrame>
    </ContentPage>
  );
}
