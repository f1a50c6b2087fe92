import { useT } from "@rawafed/i18n";
import { type ReactNode, useId } from "react";
import { button } from "../../components/Button/Button.css";
import { ChevronBackIcon, DownloadIcon, HourglassIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import * as styles from "./ChapterPreparing.css";

export interface ChapterPreparingProps {
  /** The comic's name and the chapter, as the reader's title would say them. */
  title: ReactNode;
  /** The comic's page. */
  backHref: string;
  /** The chapter's PDF, readable already while its pages are drawn. */
  pdfHref?: string;
}

/**
 * What the reader shows for a published chapter whose pages are still being drawn: its title,
 * that it is being prepared and will be ready in minutes, the way back to the comic, and the PDF.
 */
export function ChapterPreparing({ title, backHref, pdfHref }: ChapterPreparingProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Link bare href={backHref} className={styles.back}>
        <ChevronBackIcon />
        {t("comics.reader.back")}
      </Link>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.notice}>
        <HourglassIcon className={styles.icon} />
        <span>{t("comics.reader.preparing")}</span>
      </p>
      {pdfHref ? (
        <Link bare href={pdfHref} download className={button({ variant: "secondary" })}>
          <DownloadIcon />
          {t("comics.reader.pdf")}
        </Link>
      ) : null}
    </section>
  );
}
