import { PageLinks, SubmissionReview, submissionStates } from "@rawafed/design-system";
import type { TranslationLanguage } from "@rawafed/forms/schemas";
import { type Locale, type MessageId, useT } from "@rawafed/i18n";
import { chapterTextLanguage } from "../../server/comics/chapterLanguage";
import { PAGE_SIZE, waitingOfKind } from "../../server/review/sections";
import type { SubmissionDetail, SubmissionEntry } from "../../server/review/submissions";
import type { SubmissionsView } from "../../server/review/submissionsView";
import { askTranscripts, decideSubmission } from "./decideSubmission";
import { reviewHref, wallClock } from "./hrefs";

type Translate = ReturnType<typeof useT>;

const titleOf = (t: Translate, comic: string, chapter: { number: number } | null) =>
  chapter ? t("review.submissions.chapterTitle", { comic, number: chapter.number }) : comic;

/** A submission's metadata under the upload forms' own labels, lists and languages localized. */
function detailsOf(t: Translate, detail: SubmissionDetail) {
  const { comic, chapter } = detail;
  const rows: { label: MessageId; value: string }[] = [
    { label: "comics.field.seriesName", value: comic.name },
    { label: "comics.field.translatedName", value: comic.translatedName },
    { label: "comics.field.otherName", value: comic.otherNames.join(", ") },
    { label: "comics.field.description", value: comic.description },
    { label: "comics.field.publisher", value: comic.publisher },
    {
      label: "comics.field.genre",
      value: comic.genres.map((genre) => t(`comics.genre.${genre}` as MessageId)).join(", "),
    },
    { label: "comics.field.artist", value: comic.artist },
    { label: "comics.field.writer", value: comic.writer },
    {
      label: "comics.field.direction",
      value: t(`comics.direction.${comic.direction}` as MessageId),
    },
    { label: "comics.field.status", value: t(`comics.status.${comic.status}` as MessageId) },
    {
      label: "comics.page.originalLanguage",
      value: t(`language.${comic.originalLanguage}` as MessageId),
    },
    {
      label: "comics.field.translationLanguage",
      value: t(`language.${chapter?.language ?? comic.translationLanguage}` as MessageId),
    },
  ];
  if (chapter) rows.unshift({ label: "comics.field.chapterNumber", value: String(chapter.number) });
  return rows.filter((row) => row.value !== "");
}

/** The console's queue of uploaded comics and chapters, or the one opened. */
export function SubmissionsSection({ locale, view }: { locale: Locale; view: SubmissionsView }) {
  const t = useT();
  const { kind, state, detail } = view;
  const place = { section: "submissions" as const, kind, state };
  const entryTitle = (item: SubmissionEntry) => titleOf(t, item.comicName, item.chapter);
  return (
    <SubmissionReview
      kind={kind}
      kinds={{
        chapter: {
          href: reviewHref(locale, { ...place, kind: "chapter" }),
          waiting: waitingOfKind(view.counts, "chapter"),
        },
        comic: {
          href: reviewHref(locale, { ...place, kind: "comic" }),
          waiting: waitingOfKind(view.counts, "comic"),
        },
      }}
      state={state}
      states={
        Object.fromEntries(
          submissionStates.map((option) => [
            option,
            {
              href: reviewHref(locale, { ...place, state: option }),
              count: view.counts[kind][option],
            },
          ]),
        ) as Parameters<typeof SubmissionReview>[0]["states"]
      }
      items={view.items.map((item) => ({
        id: item.id,
        href: reviewHref(locale, { ...place, id: item.id }),
        title: entryTitle(item),
        uploader: item.uploader,
        receivedAt: wallClock(item.receivedAt),
      }))}
      opened={
        detail
          ? {
              title: titleOf(t, detail.comic.name, detail.chapter),
              state: detail.state,
              rejectionReason: detail.rejectionReason,
              uploader: detail.uploader,
              receivedAt: wallClock(detail.receivedAt),
              details: detailsOf(t, detail),
              cover: detail.chapter?.cover ?? detail.comic.cover,
              pipeline: detail.chapter?.pipeline as "ready" | undefined,
              pages: detail.pages,
              pagesLanguage: detail.chapter
                ? chapterTextLanguage(detail.chapter.language as TranslationLanguage)
                : undefined,
              pdfHref: detail.chapter?.pdfHref,
              transcriptsRequestedAt: detail.chapter?.transcriptsRequestedAt
                ? wallClock(detail.chapter.transcriptsRequestedAt)
                : null,
              backHref: reviewHref(locale, place),
            }
          : undefined
      }
      onDecide={(decision, reason) =>
        detail
          ? decideSubmission(detail.kind, detail.id, decision, reason)
          : Promise.resolve({ error: "" })
      }
      onAskTranscripts={detail?.chapter ? () => askTranscripts(detail.id) : undefined}
      pagination={
        <PageLinks
          page={view.page}
          pageCount={Math.max(1, Math.ceil(view.total / PAGE_SIZE))}
          hrefFor={(page) => reviewHref(locale, { ...place, page })}
        />
      }
    />
  );
}
