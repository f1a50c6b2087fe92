import { useT } from "@rawafed/i18n";
import { type PointerEvent, useRef } from "react";
import { focusReader, swipeAction, tapAction } from "./keys";
import { PageImage } from "./PageImage";
import * as styles from "./Reader.css";
import type { ReaderPage, ReadingDirection, TurnAction } from "./types";

export interface PagedViewProps {
  pages: ReaderPage[];
  page: number;
  direction: Exclude<ReadingDirection, "vertical">;
  /** Where the shown page slides in from; none on first paint. */
  enter?: "from-left" | "from-right";
  onTurn: (action: TurnAction) => void;
  onToggleChrome: () => void;
}

/** Pages before and after the current one kept in the document: the next three preload. */
const BEHIND = 1;
const AHEAD = 3;
/** A swipe: this far sideways (CSS px), and more sideways than up or down. */
const SWIPE = 48;

/** One page at a time; the outer thirds of the stage turn pages, the middle toggles the bars. */
export function PagedView({
  pages,
  page,
  direction,
  enter,
  onTurn,
  onToggleChrome,
}: PagedViewProps) {
  const t = useT();
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    swiped.current = true;
    onTurn(swipeAction(dx, direction));
  };
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    const action = tapAction((event.clientX - box.left) / box.width, direction);
    if (action === "chrome") onToggleChrome();
    else onTurn(action);
  };

  const first = Math.max(1, page - BEHIND);
  const last = Math.min(pages.length, page + AHEAD);
  const shown = pages.slice(first - 1, last);
  return (
    // Pointer users only: keys, the page buttons and the slider are the keyboard's path.
    // biome-ignore lint/a11y/noStaticElementInteractions: tap zones duplicate the page buttons
    // biome-ignore lint/a11y/useKeyWithClickEvents: the reader's region handles the keys
    <div
      className={styles.stage}
      onClick={onClick}
      onMouseDown={focusReader}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null;
      }}
    >
      {shown.map((item, index) => {
        const number = first + index;
        return (
          <PageImage
            key={number}
            page={item}
            fit="paged"
            alt={t("comics.reader.pageImage", { page: number })}
            priority={number === page}
            hidden={number !== page}
            enter={number === page ? enter : undefined}
          />
        );
      })}
    </div>
  );
}
