import { useT } from "@rawafed/i18n";
import * as styles from "./Reader.css";
import type { PagesLanguage, ReaderPage } from "./types";

export interface PageTextProps {
  pages: ReaderPage[];
  /** The pages on screen, in reading order (one, or a spread's two). */
  shown: number[];
  /** Shown beside the pages; hidden, it still describes them to screen readers. */
  visible: boolean;
  /** The id each page's text is found by (its image's `aria-describedby`). */
  textId: (page: number) => string;
  language?: PagesLanguage;
}

/**
 * One page's words: its transcript in the chapter's language and direction, or, in the page's
 * language, word that it has none. Beside the page (PageText) or under it in a strip.
 */
export function PageWords({
  id,
  transcript,
  language,
  className,
  hidden,
}: {
  id?: string;
  transcript?: string | null;
  language?: PagesLanguage;
  className?: string;
  hidden?: boolean;
}) {
  const t = useT();
  return transcript ? (
    <p id={id} className={className} lang={language?.lang} dir={language?.dir} hidden={hidden}>
      {transcript}
    </p>
  ) : (
    <p
      id={id}
      className={[className, styles.pageTextMissing].filter(Boolean).join(" ")}
      hidden={hidden}
    >
      {t("comics.reader.noTranscript")}
    </p>
  );
}

/**
 * The shown pages' transcripts, in the chapter's language and direction: beside the page (under it
 * on phones) when the reader asks for the text, and always the images' descriptions. A page
 * without one says so plainly, never an empty description.
 */
export function PageText({ pages, shown, visible, textId, language }: PageTextProps) {
  const t = useT();
  return (
    <section
      className={styles.pageText}
      aria-label={t("comics.reader.textTitle")}
      hidden={!visible}
    >
      {shown.map((number) => {
        const transcript = pages[number - 1]?.transcript;
        return (
          <div key={number} className={styles.pageTextPage}>
            {shown.length > 1 ? (
              <h2 className={styles.pageTextHeading}>
                {t("comics.reader.textOfPage", { page: number })}
              </h2>
            ) : null}
            <PageWords id={textId(number)} transcript={transcript} language={language} />
          </div>
        );
      })}
    </section>
  );
}
