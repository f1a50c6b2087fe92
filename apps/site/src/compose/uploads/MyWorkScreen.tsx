import { MyWork } from "@rawafed/design-system";
import type { TranslationLanguage } from "@rawafed/forms/schemas";
import { type Locale, type MessageId, useT } from "@rawafed/i18n";
import type { Viewer } from "../../server/accounts/viewer";
import type { MyComic } from "../../server/uploads/myWork";
import { pagePath } from "../../site/paths";
import { AccountScreenFrame } from "../accounts/AccountControl";
import { comicHref, coverOr } from "../comics/links";

const uploadChapterHref = (locale: Locale, query: Record<string, string>) =>
  `${pagePath("uploadChapter", locale)}?${new URLSearchParams(query)}`;

/** `/{l}/account/my-work`: the translator's comics and chapters, their states, what to do next. */
export function MyWorkScreen({
  locale,
  viewer,
  comics,
}: {
  locale: Locale;
  viewer: Viewer;
  comics: MyComic[];
}) {
  const t = useT();
  return (
    <AccountScreenFrame pageId="accountMyWork" current="myWork" locale={locale} viewer={viewer}>
      <MyWork
        uploadComicHref={pagePath("uploadComic", locale)}
        comics={comics.map((comic) => {
          // A published chapter with a retranslation waiting is not offered another.
          const waiting = new Set(
            comic.chapters
              .filter((c) => c.revisionOf && (c.state === "received" || c.state === "in_review"))
              .map((c) => c.revisionOf),
          );
          return {
            id: comic.id,
            name: comic.name,
            coverSrc: coverOr(comic.cover),
            href: comic.state === "published" ? comicHref(locale, comic.slug) : null,
            state: comic.state,
            rejectionReason: comic.rejectionReason,
            uploadChapterHref: uploadChapterHref(locale, { comic: comic.slug }),
            editHref:
              comic.state === "published"
                ? null
                : `${pagePath("uploadComic", locale)}?${new URLSearchParams({ edit: comic.id })}`,
            chapters: comic.chapters.map((chapter) => ({
              id: chapter.id,
              title: t("comics.work.chapterTitle", {
                number: chapter.number,
                language: t(`language.${chapter.language as TranslationLanguage}` as MessageId),
              }),
              state: chapter.state,
              rejectionReason: chapter.rejectionReason,
              pages: chapter.pipeline,
              revision: chapter.revisionOf !== null,
              pdfHref: chapter.pdfHref,
              transcripts: {
                count: chapter.transcripts,
                total: chapter.pageCount,
                href: pagePath("accountTranscripts", locale, { chapter: chapter.id }),
              },
              retranslateHref:
                chapter.state === "published" && !chapter.revisionOf && !waiting.has(chapter.id)
                  ? uploadChapterHref(locale, { revision: chapter.id })
                  : null,
            })),
          };
        })}
      />
    </AccountScreenFrame>
  );
}
