import { useT } from "@rawafed/i18n";
import { type PointerEvent, useEffect, useRef } from "react";
import { focusReader, swipeAction, tapAction } from "./keys";
import { PageImage } from "./PageImage";
import * as styles from "./Reader.css";
import type { PageFit } from "./settings";
import type { ReaderPage, ReadingDirection, TurnAction } from "./types";

export interface PagedViewProps {
  pages: ReaderPage[];
  page: number;
  /** The pages on screen, in reading order: `page` alone, or a spread of two. */
  shown?: number[];
  direction: Exclude<ReadingDirection, "vertical">;
  /** Where the shown page slides in from; none on first paint. */
  enter?: "from-left" | "from-right";
  onTurn: (action: TurnAction) => void;
  onToggleChrome: () => void;
  /** How the page fits the stage (see settings.ts). */
  fit?: PageFit;
  /** Whether a tap on a side turns the page. */
  tapZones?: boolean;
  /** Zoomed in: the page is panned, not swiped. */
  zoomed?: boolean;
  /** A double tap in the middle zooms in, or back out. */
  onZoomToggle?: () => void;
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
  shown = [page],
  direction,
  enter,
  onTurn,
  onToggleChrome,
  fit = "screen",
  tapZones = true,
  zoomed = false,
  onZoomToggle,
}: PagedViewProps) {
  // A page wider than the stage is panned across: a sideways drag is not a page turn then.
  const swipes = !zoomed && (fit === "screen" || fit === "width");
  const stage = useRef<HTMLDivElement>(null);
  // A new page starts at its top (and its start, across), as a turned page does.
  useEffect(() => {
    if (page > 0) stage.current?.scrollTo({ top: 0, left: 0 });
  }, [page]);
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
    if (!from || !swipes) return;
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
    const action = tapAction((event.clientX - box.left) / box.width, direction, tapZones);
    if (action === "chrome") onToggleChrome();
    else onTurn(action);
  };

  const first = Math.max(1, (shown[0] ?? page) - BEHIND);
  const last = Math.min(pages.length, (shown.at(-1) ?? page) + AHEAD);
  const spread = shown.length > 1;
  const scrolls = zoomed || fit !== "screen";
  const kept = pages.slice(first - 1, last);
  return (
    // Pointer users only: keys, the page buttons and the slider are the keyboard's path.
    // biome-ignore lint/a11y/noStaticElementInteractions: tap zones duplicate the page buttons
    // biome-ignore lint/a11y/useKeyWithClickEvents: the reader's region handles the keys
    <div
      ref={stage}
      className={styles.stage}
      // A spread's pages sit in the comic's order: a manga's first on the right.
      data-spread={spread ? "" : undefined}
      // A page larger than the stage scrolls in it: the keyboard's arrows reach the rest.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus
      tabIndex={scrolls ? 0 : undefined}
      dir={spread ? direction : undefined}
      onClick={onClick}
      onMouseDown={focusReader}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null;
      }}
      onDoubleClick={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        if (tapAction((event.clientX - box.left) / box.width, direction) === "chrome") {
          onZoomToggle?.();
        }
      }}
    >
      {kept.map((item, index) => {
        const number = first + index;
        return (
          <PageImage
            key={number}
            page={item}
            fit="paged"
            alt={t("comics.reader.pageImage", { page: number })}
            priority={shown.includes(number)}
            hidden={!shown.includes(number)}
            enter={shown.includes(number) ? enter : undefined}
            wide={fit !== "screen"}
          />
        );
      })}
    </div>
  );
}
