import { Link, SubmissionNotice } from "@rawafed/design-system";
import { UploadChapterForm, UploadComicForm } from "@rawafed/forms";
import type { SubmitResult } from "@rawafed/forms/schemas";
import { type Locale, useT } from "@rawafed/i18n";
import { type ReactNode, useState } from "react";
import { uploadChapter, uploadComic } from "../../runtime/uploads";
import type { Viewer } from "../../server/accounts/viewer";
import type { EditableComic, UploadChoices } from "../../server/uploads/pages";
import { pagePath } from "../../site/paths";
import { AccountControl } from "../accounts/AccountControl";
import { ContentPage } from "../ContentPage";

/** The form until the server has the upload, then the "received and under review" notice. */
function UploadFrame({
  pageId,
  locale,
  viewer,
  form,
  after,
}: {
  pageId: "uploadComic" | "uploadChapter";
  locale: Locale;
  viewer: Viewer;
  form: (onSubmit: (send: () => Promise<SubmitResult>) => Promise<SubmitResult>) => ReactNode;
  after?: ReactNode;
}) {
  const [received, setReceived] = useState(false);
  return (
    <ContentPage pageId={pageId} account={<AccountControl locale={locale} viewer={viewer} />}>
      {received ? (
        <SubmissionNotice status="received" action={after} />
      ) : (
        form(async (send) => {
          const result = await send();
          if ("ok" in result && result.ok) setReceived(true);
          return result;
        })
      )}
    </ContentPage>
  );
}

/** `/{l}/upload/comic[?edit=<id>]` */
export function UploadComicScreen({
  locale,
  viewer,
  editing,
}: {
  locale: Locale;
  viewer: Viewer;
  editing: EditableComic | null;
}) {
  const t = useT();
  const { id, ...details } = editing ?? { id: undefined };
  return (
    <UploadFrame
      pageId="uploadComic"
      locale={locale}
      viewer={viewer}
      form={(submit) => (
        <UploadComicForm
          editing={editing ? details : undefined}
          onSubmit={(values) => submit(() => uploadComic(values, id))}
        />
      )}
      after={<Link href={pagePath("uploadChapter", locale)}>{t("nav.uploadChapter")}</Link>}
    />
  );
}

/** `/{l}/upload/chapter[?comic=<slug>]` */
export function UploadChapterScreen({
  locale,
  viewer,
  choices,
  preselect,
}: {
  locale: Locale;
  viewer: Viewer;
  choices: UploadChoices;
  preselect?: string;
}) {
  const t = useT();
  const { comics, revision } = choices;
  const chosen = revision?.comicId ?? comics.find((comic) => comic.slug === preselect)?.id;
  return (
    <UploadFrame
      pageId="uploadChapter"
      locale={locale}
      viewer={viewer}
      after={<Link href={pagePath("accountMyWork", locale)}>{t("comics.account.myWork")}</Link>}
      form={(submit) => (
        <UploadChapterForm
          comics={comics}
          teams={choices.teams}
          comic={chosen}
          chapterNumber={revision ? String(revision.number) : undefined}
          translationLanguage={revision?.language}
          onSubmit={(values) => submit(() => uploadChapter(values, revision?.id))}
        />
      )}
    />
  );
}
