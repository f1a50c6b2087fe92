import { useT } from "@rawafed/i18n";
import { memo, type ReactNode } from "react";
import { Button } from "../../components/Button/Button";
import { Dialog } from "../../components/Dialog/Dialog";
import { ChevronBackIcon, DownloadIcon, FlagIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import { DirectionControl } from "./DirectionControl";
import * as styles from "./Reader.css";
import type { ReadingDirection } from "./types";

export interface ReaderBarProps {
  title: ReactNode;
  titleId: string;
  /** Who translated the chapter (a ChapterCredits), under the title. */
  credits?: ReactNode;
  page: number;
  total: number;
  direction: ReadingDirection;
  onDirectionChange: (direction: ReadingDirection) => void;
  backHref: string;
  pdfHref?: string;
  reportSlot?: ReactNode;
  /** The reader's own controls of reading: its settings, the text, zoom. */
  controls?: ReactNode;
  /** Controls of the screen (full screen), on the line of the chapter's tools. */
  screenControls?: ReactNode;
}

/**
 * The top bar: back to the comic, the title, "3 / 20"; then reading's tools (direction, settings,
 * text, zoom); then full screen, the PDF and a report. On phones the tools show their icons in one
 * row, their names for screen readers only. Only the position changes with a page turn: the rest is memoized, so a turn renders that line alone.
 */
export function ReaderBar({
  title,
  titleId,
  credits,
  page,
  total,
  backHref,
  ...tools
}: ReaderBarProps) {
  const t = useT();
  const heading = (
    <h1 id={titleId} className={styles.title}>
      {title}
    </h1>
  );
  return (
    <header className={styles.topBar}>
      <BackLink href={backHref} />
      {credits ? (
        <div className={styles.heading}>
          {heading}
          <Credits credits={credits} />
        </div>
      ) : (
        heading
      )}
      <p className={styles.position}>{t("comics.reader.position", { page, total })}</p>
      <Tools {...tools} />
    </header>
  );
}

/** Memoized: the credits do not change with a turn. */
const Credits = memo(function Credits({ credits }: { credits: ReactNode }) {
  return <div className={styles.credits}>{credits}</div>;
});

const BackLink = memo(function BackLink({ href }: { href: string }) {
  const t = useT();
  return (
    <Link bare href={href} className={styles.back}>
      <ChevronBackIcon />
      {t("comics.reader.back")}
    </Link>
  );
});

type ToolsProps = Pick<
  ReaderBarProps,
  "direction" | "onDirectionChange" | "pdfHref" | "reportSlot" | "controls" | "screenControls"
>;

const Tools = memo(function Tools(props: ToolsProps) {
  return (
    <div className={styles.tools}>
      <div className={styles.toolGroup}>
        <DirectionControl value={props.direction} onChange={props.onDirectionChange} />
        {props.controls}
      </div>
      {props.screenControls || props.pdfHref || props.reportSlot ? (
        <div className={styles.toolGroup}>
          {props.screenControls}
          <ChapterTools pdfHref={props.pdfHref} reportSlot={props.reportSlot} />
        </div>
      ) : null}
    </div>
  );
});

/** What the chapter offers beside reading it: its PDF and a report. */
function ChapterTools(props: Pick<ReaderBarProps, "pdfHref" | "reportSlot">) {
  const t = useT();
  return (
    <>
      {props.pdfHref ? (
        <Link bare href={props.pdfHref} download className={styles.toolLink}>
          <DownloadIcon />
          <span className={styles.toolText}>{t("comics.reader.pdf")}</span>
        </Link>
      ) : null}
      {props.reportSlot ? (
        <Dialog
          title={t("comics.report.title")}
          trigger={
            <Button variant="ghost" size="small">
              <FlagIcon className={styles.toolIcon} />
              <span className={styles.toolText}>{t("comics.reader.report")}</span>
            </Button>
          }
        >
          {props.reportSlot}
        </Dialog>
      ) : null}
    </>
  );
}
