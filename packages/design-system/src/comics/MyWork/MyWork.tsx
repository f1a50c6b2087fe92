import { type MessageId, useT } from "@rawafed/i18n";
import { useId } from "react";
import { Badge } from "../../components/Badge/Badge";
import { Link } from "../../components/Link/Link";
import * as parts from "../accountParts/parts.css";
import * as linkStyle from "../ReviewShared/review.css";
import * as styles from "./MyWork.css";

export type WorkState = "received" | "in_review" | "published" | "rejected";
export type WorkPages = "pending" | "rendering" | "ready" | "failed";

export interface WorkChapter {
  id: string;
  /** "Chapter 3 · Arabic", as the app words it. */
  title: string;
  state: WorkState;
  rejectionReason?: string | null;
  pages: WorkPages;
  /** A retranslation waiting for review beside the published chapter. */
  revision?: boolean;
  pdfHref?: string | null;
  /** Where a new translation of it is uploaded (published chapters). */
  retranslateHref?: string | null;
  /** Its pages' transcripts: how many pages have one, of how many drawn, and where to write them. */
  transcripts?: { count: number; total: number; href: string };
}

export interface WorkComic {
  id: string;
  name: string;
  coverSrc: string;
  /** The comic's page, once published. */
  href?: string | null;
  state: WorkState;
  rejectionReason?: string | null;
  uploadChapterHref: string;
  /** Where its details are edited (until it is published); a rejected one goes back to review. */
  editHref?: string | null;
  chapters: WorkChapter[];
}

export interface MyWorkProps {
  comics: WorkComic[];
  uploadComicHref: string;
  headingLevel?: 1 | 2;
}

export const workStateLabels = {
  received: "comics.work.state.received",
  in_review: "comics.work.state.in_review",
  published: "comics.work.state.published",
  rejected: "comics.work.state.rejected",
} as const satisfies Record<WorkState, MessageId>;

const pagesLabels = {
  pending: "comics.work.pages.pending",
  rendering: "comics.work.pages.rendering",
  ready: "comics.work.pages.ready",
  failed: "comics.work.pages.failed",
} as const satisfies Record<WorkPages, MessageId>;

const tones = {
  received: "neutral",
  in_review: "gold",
  published: "positive",
  rejected: "outline",
} as const;

function State({ state }: { state: WorkState }) {
  const t = useT();
  return <Badge tone={tones[state]}>{t(workStateLabels[state])}</Badge>;
}

/**
 * A translator's own comics and chapters: each with its review state (and the reviewer's reason
 * when rejected), a chapter's page-making progress, and what they can do next: upload a chapter,
 * download their PDF, upload a new translation of a published chapter.
 */
export function MyWork({ comics, uploadComicHref, headingLevel = 1 }: MyWorkProps) {
  const t = useT();
  const headingId = useId();
  const Heading = `h${headingLevel}` as "h1" | "h2";
  const Sub = `h${headingLevel + 1}` as "h2" | "h3";
  return (
    <section className={parts.page} aria-labelledby={headingId}>
      <div className={parts.header}>
        <Heading id={headingId} className={parts.heading}>
          {t("comics.account.myWork")}
        </Heading>
        <Link href={uploadComicHref}>{t("comics.work.uploadComic")}</Link>
      </div>
      {comics.length === 0 ? <p className={parts.empty}>{t("comics.work.empty")}</p> : null}
      {comics.map((comic) => (
        <article
          key={comic.id}
          className={styles.comic}
          aria-labelledby={`${headingId}-${comic.id}`}
        >
          <img className={parts.cover} src={comic.coverSrc} alt="" width={80} height={120} />
          <div className={styles.body}>
            <div className={styles.line}>
              <Sub id={`${headingId}-${comic.id}`} className={parts.title} dir="auto">
                {comic.href ? <Link href={comic.href}>{comic.name}</Link> : comic.name}
              </Sub>
              <State state={comic.state} />
            </div>
            {comic.state === "rejected" ? <Rejected reason={comic.rejectionReason} /> : null}
            <ul className={styles.actions}>
              <li>
                <Link href={comic.uploadChapterHref}>{t("comics.work.uploadChapter")}</Link>
              </li>
              {comic.editHref ? (
                <li>
                  <Link href={comic.editHref}>{t("comics.work.edit")}</Link>
                </li>
              ) : null}
            </ul>
            {comic.chapters.length > 0 ? (
              <ul className={styles.chapters}>
                {comic.chapters.map((chapter) => (
                  <li key={chapter.id} className={styles.chapter}>
                    <div className={styles.line}>
                      <span className={parts.title}>{chapter.title}</span>
                      {chapter.revision ? (
                        <Badge tone="outline">{t("comics.work.revision")}</Badge>
                      ) : null}
                      <State state={chapter.state} />
                    </div>
                    <p className={parts.meta}>
                      {t("comics.work.pages", { state: t(pagesLabels[chapter.pages]) })}
                    </p>
                    {chapter.transcripts && chapter.transcripts.total > 0 ? (
                      <p className={parts.meta}>
                        {t("comics.work.transcribed", {
                          count: chapter.transcripts.count,
                          total: chapter.transcripts.total,
                        })}
                      </p>
                    ) : null}
                    {chapter.state === "rejected" ? (
                      <Rejected reason={chapter.rejectionReason} />
                    ) : null}
                    <ul className={styles.actions}>
                      {chapter.pdfHref ? (
                        <li>
                          <a href={chapter.pdfHref} download className={linkStyle.textLink}>
                            {t("comics.work.downloadPdf")}
                          </a>
                        </li>
                      ) : null}
                      {chapter.transcripts ? (
                        <li>
                          <Link href={chapter.transcripts.href}>
                            {t("comics.work.transcripts")}
                          </Link>
                        </li>
                      ) : null}
                      {chapter.retranslateHref ? (
                        <li>
                          <Link href={chapter.retranslateHref}>{t("comics.work.retranslate")}</Link>
                        </li>
                      ) : null}
                    </ul>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </article>
      ))}
    </section>
  );
}

function Rejected({ reason }: { reason?: string | null }) {
  const t = useT();
  return (
    <>
      <p className={styles.reason}>{t("comics.notice.rejected")}</p>
      {reason ? (
        <p className={styles.reason} dir="auto">
          {t("comics.work.reason", { reason })}
        </p>
      ) : null}
    </>
  );
}
