import { ChapterPreparing } from "@rawafed/design-system";
import type { Locale } from "@rawafed/i18n";
import { useT } from "@rawafed/i18n";
import type { PreparingChapter } from "../../server/comics/chapter";
import { ContentPage } from "../ContentPage";
import { comicHref, shownName } from "./links";

/**
 * `/{l}/comics/{comic}/{n}` for a published chapter whose pages are still being drawn: it says so
 * (the route answers 503 with Retry-After), leads back to the comic and offers the PDF.
 */
export function PreparingScreen({ locale, page }: { locale: Locale; page: PreparingChapter }) {
  const t = useT();
  const name = shownName(locale, page.comic);
  return (
    <ContentPage pageId="chapter">
      <ChapterPreparing
        title={
          <>
            <bdi lang={name.lang}>{name.name}</bdi>
            {" · "}
            {t("comics.reader.chapter", { number: page.chapter.number })}
          </>
        }
        backHref={comicHref(locale, page.comic.slug)}
        pdfHref={page.chapter.pdfUrl ?? undefined}
      />
    </ContentPage>
  );
}
