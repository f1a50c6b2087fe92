import { LoginRequired, Reader, type ReaderSettings } from "@rawafed/design-system";
import type { Locale } from "@rawafed/i18n";
import { useT } from "@rawafed/i18n";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { saveProgress } from "../../runtime/comics";
import { countChapterView } from "../../runtime/serverFns";
import type { ChapterPage } from "../../server/comics/chapter";
import { chapterTextLanguage } from "../../server/comics/chapterLanguage";
import { ContentPage } from "../ContentPage";
import type { Reader as Person } from "./ComicsFrame";
import { creditsOf } from "./credits";
import { chapterHref, comicHref, shownName } from "./links";
import {
  chooseDirection,
  chooseSettings,
  chosenDirection,
  chosenSettings,
  localProgress,
  saveLocalProgress,
} from "./progress";
import { loginHref } from "./reader";

const ReaderReport = lazy(() => import("./ReaderReport"));

/** A page turn is saved once the reader has stayed on it a moment, not on every key press. */
const SAVE_AFTER_MS = 800;

/** `/{l}/comics/{comic}/{n}`: the chapter in the reader, in the reading frame (layout five). */
export function ReaderScreen({
  locale,
  reader,
  page,
  path,
  startPage,
}: {
  locale: Locale;
  reader: Person;
  page: ChapterPage;
  path: string;
  /** A page asked for in the address (`?page=`, from a search): read from there. */
  startPage?: number;
}) {
  const t = useT();
  const { comic, chapter } = page;
  const signedIn = reader.viewer !== null;
  const [direction, setDirection] = useState(comic.direction);
  const [settings, setSettings] = useState<ReaderSettings | undefined>(undefined);
  const [start, setStart] = useState(
    startPage !== undefined
      ? Math.min(startPage, page.pages.length)
      : page.resume?.finished
        ? 1
        : (page.resume?.page ?? 1),
  );
  const [startKey, setStartKey] = useState("server");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The browser's own choices, read after hydration (the server cannot know them).
  useEffect(() => {
    const chosen = chosenDirection(comic.id);
    if (chosen) setDirection(chosen);
    setSettings(chosenSettings(comic.id) ?? undefined);
    if (signedIn || startPage !== undefined) return;
    const local = localProgress(chapter.id);
    if (local && !local.finished && local.page > 1) {
      setStart(Math.min(local.page, page.pages.length));
      setStartKey("browser");
    }
  }, [comic.id, chapter.id, signedIn, page.pages.length, startPage]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A view is a chapter shown, not a link preloaded on hover.
  useEffect(() => {
    void countChapterView({ data: { chapterId: chapter.id } }).catch(() => {});
  }, [chapter.id]);

  const remember = (at: number, finished: boolean) => {
    clearTimeout(timer.current);
    const save = () => {
      if (signedIn) void saveProgress(chapter.id, at, finished || undefined);
      else saveLocalProgress(chapter.id, { page: at, finished });
    };
    if (finished) save();
    else timer.current = setTimeout(save, SAVE_AFTER_MS);
  };

  const name = shownName(locale, comic);
  // Built once: the reader's bar is memoized, and a turn must not draw the credits again.
  const credits = useMemo(() => creditsOf(locale, chapter.credits), [locale, chapter.credits]);
  return (
    <ContentPage pageId="chapter">
      <Reader
        key={`${chapter.id}-${startKey}`}
        title={
          <>
            <bdi lang={name.lang}>{name.name}</bdi>
            {" · "}
            {t("comics.reader.chapter", { number: chapter.number })}
            {chapter.title ? (
              <>
                {" — "}
                <bdi>{chapter.title}</bdi>
              </>
            ) : null}
          </>
        }
        pages={page.pages.map((image) => ({
          small: image.small,
          large: image.large,
          width: image.width,
          height: image.height,
          placeholder: image.placeholder ?? "",
          transcript: image.transcript,
        }))}
        pagesLanguage={chapterTextLanguage(chapter.language)}
        direction={direction}
        onDirectionChange={(chosen) => {
          setDirection(chosen);
          chooseDirection(comic.id, chosen);
        }}
        settings={settings}
        onSettingsChange={(chosen) => {
          setSettings(chosen);
          chooseSettings(comic.id, chosen);
        }}
        initialPage={start}
        onPageChange={(at) => remember(at, false)}
        onFinished={() => remember(page.pages.length, true)}
        previousChapterHref={
          page.previous !== null
            ? chapterHref(locale, comic.slug, page.previous, chapter.language)
            : undefined
        }
        nextChapterHref={
          page.next !== null
            ? chapterHref(locale, comic.slug, page.next, chapter.language)
            : undefined
        }
        preloadNext={page.preload.map((image) => image.small)}
        pdfHref={chapter.pdfUrl ?? undefined}
        reportSlot={
          signedIn ? (
            <Suspense fallback={<p role="status">{t("comics.reader.reportLoading")}</p>}>
              <ReaderReport chapterId={chapter.id} />
            </Suspense>
          ) : (
            <LoginRequired loginHref={loginHref(locale, path)} />
          )
        }
        backHref={comicHref(locale, comic.slug)}
        credits={credits}
      />
    </ContentPage>
  );
}
