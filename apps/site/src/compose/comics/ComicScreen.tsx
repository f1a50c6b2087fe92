import {
  ComicChapters,
  ComicHeader,
  CommentsSection,
  SaveToggle,
  SimilarComics,
} from "@rawafed/design-system";
import type { Locale } from "@rawafed/i18n";
import { useT } from "@rawafed/i18n";
import { useRouter } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import {
  asSubmitResult,
  deleteComment,
  postComment,
  rateComic,
  setFollowing,
  setSaved,
} from "../../runtime/comics";
import type { ComicPage } from "../../server/comics/comic";
import { useReaderAction } from "./actions";
import { useGridItem } from "./CatalogScreen";
import { ComicsFrame, type Reader } from "./ComicsFrame";
import {
  chapterHref,
  coverOr,
  isoDate,
  publisherHref,
  scriptLang,
  searchHref,
  shownName,
  teamHref,
  translatorHref,
} from "./links";
import { loginHref } from "./reader";

const localDateTime = (iso: string) => iso.slice(0, 16);

// Drawn by the server for a signed-in reader; in the browser their code loads only for them.
const forms = () => import("./ComicForms");
const RatingForm = lazy(() => forms().then((module) => ({ default: module.RatingForm })));
const ComicCommentForm = lazy(() =>
  forms().then((module) => ({ default: module.ComicCommentForm })),
);

/**
 * The chapter to open first, of those the reader opens (not one being prepared): where the reader
 * stopped, else the first in the page's language, else the first in any.
 */
function startChapter(page: ComicPage, locale: Locale) {
  const groups = page.chapters.map((group) => ({
    ...group,
    chapters: group.chapters.filter((chapter) => chapter.ready),
  }));
  const all = groups.flatMap((group) => group.chapters);
  const started = all.filter((chapter) => chapter.read && !chapter.read.finished);
  if (started[0]) return { chapter: started[0], continued: true };
  const own = groups.find((group) => group.language === (locale === "ar" ? "arabic" : "english"));
  return { chapter: own?.chapters[0] ?? all[0], continued: false };
}

/** `/{l}/comics/{comic}`: the comic, its chapters per language, comments and similar comics. */
export function ComicScreen({
  locale,
  reader,
  page,
  path,
}: {
  locale: Locale;
  reader: Reader;
  page: ComicPage;
  /** This page's address: the "log in first" links come back to it. */
  path: string;
}) {
  const t = useT();
  const router = useRouter();
  const act = useReaderAction();
  const gridItem = useGridItem(locale);
  const { comic } = page;
  const signedIn = reader.viewer !== null;
  const login = loginHref(locale, path);
  const shown = shownName(locale, comic);
  const start = startChapter(page, locale);
  return (
    <ComicsFrame pageId="comic" locale={locale} reader={reader}>
      <ComicHeader
        name={{ name: shown.name, lang: shown.lang }}
        translatedName={
          shown.other ? { name: shown.other.name, lang: shown.other.lang } : undefined
        }
        otherNames={comic.otherNames
          .filter((name) => name !== comic.name && name !== comic.translatedName)
          .map((name) => ({
            name,
            lang: scriptLang(name) === locale ? undefined : scriptLang(name),
          }))}
        coverSrc={coverOr(comic.cover)}
        description={comic.description}
        descriptionLang={
          scriptLang(comic.description) === locale ? undefined : scriptLang(comic.description)
        }
        publisher={
          page.publisher
            ? { name: page.publisher.name, href: publisherHref(locale, page.publisher.slug) }
            : undefined
        }
        genres={comic.genres.map((genre) => ({ genre, href: searchHref(locale, { genre }) }))}
        artist={comic.artist || undefined}
        writer={comic.writer || undefined}
        status={comic.status}
        direction={comic.direction}
        originalLanguage={t(`language.${comic.originalLanguage}`)}
        translationLanguage={comic.translationLanguage}
        views={page.counts.views}
        rating={{ average: page.rating.average ?? 0, count: page.rating.count }}
        readHref={
          start.chapter
            ? chapterHref(locale, comic.slug, start.chapter.number, start.chapter.language)
            : path
        }
        continueChapter={start.continued ? start.chapter?.number : undefined}
        followers={page.counts.followers}
        signedIn={signedIn}
        loginHref={login}
        saved={page.viewer.saved}
        onSavedChange={(saved) => void act(setSaved("comic", comic.id, saved))}
        following={page.viewer.following}
        onFollowingChange={(following) => void act(setFollowing("comic", comic.id, following))}
        ratingInput={
          signedIn ? (
            <Suspense fallback={null}>
              <RatingForm
                id="comic-rating"
                criteria={["stars"]}
                title="comics.page.yourRating"
                titleLevel={3}
                defaultValues={page.rating.mine ? { stars: page.rating.mine } : undefined}
                onSubmit={async (values) => {
                  const result = asSubmitResult(await rateComic(comic.id, values.stars));
                  if ("ok" in result) await router.invalidate();
                  return result;
                }}
              />
            </Suspense>
          ) : undefined
        }
      />
      <ComicChapters
        groups={page.chapters.map((group) => ({
          language: group.language,
          chapters: group.chapters.map((chapter) => ({
            number: chapter.number,
            title: chapter.title || undefined,
            titleLang:
              chapter.title && scriptLang(chapter.title) !== locale
                ? scriptLang(chapter.title)
                : undefined,
            // Being prepared: no link (its reader has no pages yet), nor a save for it.
            href: chapter.ready
              ? chapterHref(locale, comic.slug, chapter.number, chapter.language)
              : undefined,
            date: isoDate(chapter.publishedAt),
            translator: chapter.translator
              ? {
                  name: chapter.translator.name,
                  href: translatorHref(locale, chapter.translator.id),
                }
              : undefined,
            team: chapter.team
              ? {
                  name: chapter.team.name,
                  href: teamHref(locale, chapter.team.slug),
                }
              : undefined,
            read: chapter.read?.finished === true,
            transcribed: chapter.transcribed,
            pdf: chapter.pdfUrl
              ? { href: chapter.pdfUrl, bytes: chapter.pdfSize ?? undefined }
              : undefined,
            save: chapter.ready ? (
              <SaveToggle
                size="small"
                pressed={chapter.saved}
                onPressedChange={(saved) => void act(setSaved("chapter", chapter.id, saved))}
                loggedIn={signedIn}
                loginHref={login}
              />
            ) : undefined,
          })),
        }))}
      />
      <CommentsSection
        comments={page.comments.map((comment) => ({
          id: comment.id,
          author: comment.author
            ? { name: comment.author.name, avatarSrc: comment.author.photo ?? undefined }
            : null,
          date: localDateTime(comment.createdAt),
          body: comment.body,
          own: comment.author !== null && comment.author.id === reader.viewer?.id,
        }))}
        total={page.counts.comments}
        signedIn={signedIn}
        loginHref={login}
        form={
          signedIn ? (
            <Suspense fallback={null}>
              <ComicCommentForm
                titleLevel={3}
                onSubmit={async (values) => {
                  const posted = await postComment({ comicId: comic.id, body: values.comment });
                  // The server names the field `body`; the form, `comment`.
                  const result = asSubmitResult(
                    posted.kind === "invalid" && posted.fieldErrors.body
                      ? { kind: "invalid", fieldErrors: { comment: posted.fieldErrors.body } }
                      : posted,
                  );
                  if ("ok" in result) await router.invalidate();
                  return result;
                }}
              />
            </Suspense>
          ) : undefined
        }
        onDelete={(id) => void act(deleteComment(id))}
      />
      <SimilarComics comics={page.similar.map(gridItem)} />
    </ComicsFrame>
  );
}
