import { TranscriptPages } from "@rawafed/design-system";
import { PageTranscriptForm } from "@rawafed/forms";
import type { TranslationLanguage } from "@rawafed/forms/schemas";
import { type Locale, type MessageId, useT } from "@rawafed/i18n";
import { asSubmitResult, saveTranscript } from "../../runtime/comics";
import type { Viewer } from "../../server/accounts/viewer";
import { chapterTextLanguage } from "../../server/comics/chapterLanguage";
import type { ChapterTranscripts } from "../../server/uploads/myWork";
import { pagePath } from "../../site/paths";
import { AccountScreenFrame } from "../accounts/AccountControl";

/** `/{l}/account/transcripts/{chapter}`: a translator's chapter, a transcript form per page. */
export function TranscriptsScreen({
  locale,
  viewer,
  work,
}: {
  locale: Locale;
  viewer: Viewer;
  work: ChapterTranscripts;
}) {
  const t = useT();
  const { chapter } = work;
  const { lang, dir } = chapterTextLanguage(chapter.language);
  const title = `${chapter.comicName} · ${t("comics.work.chapterTitle", {
    number: chapter.number,
    language: t(`language.${chapter.language as TranslationLanguage}` as MessageId),
  })}`;
  return (
    <AccountScreenFrame
      pageId="accountTranscripts"
      current="myWork"
      locale={locale}
      viewer={viewer}
    >
      <TranscriptPages
        title={title}
        backHref={pagePath("accountMyWork", locale)}
        pages={work.pages}
        renderForm={(page) => (
          <PageTranscriptForm
            id={`transcript-${page.page}`}
            page={page.page}
            total={work.pages.length}
            transcript={work.pages[page.page - 1]?.transcript}
            lang={lang}
            dir={dir}
            onSubmit={async (values) =>
              asSubmitResult(await saveTranscript(chapter.id, page.page, values.transcript))
            }
          />
        )}
      />
    </AccountScreenFrame>
  );
}
