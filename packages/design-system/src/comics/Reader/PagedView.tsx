import { useT } from "@rawafed/i18n";
import { type PointerEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { whenIdle } from "../../idle";
import { focusReader, pinchZoom, swipeAction, tapAction } from "./keys";
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
  /** Where the shown page slides in from (a swipe's turn); none on first paint or otherwise. */
  enter?: "from-left" | "from-right";
  /** A turn; `swiped` when a finger swiped it (the new page then slides in). */
  onTurn: (action: TurnAction, swiped?: boolean) => void;
  onToggleChrome: () => void;
  /** How the page fits the stage (see settings.ts). */
  fit?: PageFit;
  /** Whether a tap on a side turns the page. */
  tapZones?: boolean;
  /** The page's zoom (1: fitted). Zoomed in, the page is panned, not swiped. */
  zoom?: number;
  /** A pinch's zoom, continuous; a double tap in the middle's, 2 or back to 1. */
  onZoomChange?: (zoom: number) => void;
  /** The id of the element holding a shown page's transcript (see PageText). */
  textId?: (page: number) => string;
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
  zoom = 1,
  onZoomChange,
  textId,
}: PagedViewProps) {
  const zoomed = zoom > 1;
  // A page wider than the stage is panned across: a sideways drag is not a page turn then.
  const swipes = !zoomed && (fit === "screen" || fit === "width");
  const stage = useRef<HTMLDivElement>(null);
  // A new page starts at its top (and its start, across), as a turned page does. Only a stage
  // that has moved is scrolled back: scrolling lays the page out at once, inside the turn.
  const moved = useRef(false);
  useEffect(() => {
    if (page > 0 && moved.current) stage.current?.scrollTo({ top: 0, left: 0 });
  }, [page]);
  const t = useT();
  // A single page fitted whole covers the middle of the stage (a spread meets at its fold there).
  const under = usePagesUnder(
    stage,
    pages.length,
    page,
    !zoomed && fit === "screen" && shown.length === 1,
  );
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const pinch = usePinch(stage, zoom, (next) => onZoomChange?.(next));

  const onPointerDown = (event: PointerEvent) => {
    swiped.current = false;
    // A second finger makes it a pinch: no swipe or tap when the fingers lift.
    start.current = pinch.down(event) ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (pinch.up(event)) {
      swiped.current = true;
      return;
    }
    const from = start.current;
    start.current = null;
    if (!from || !swipes) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    swiped.current = true;
    onTurn(swipeAction(dx, direction), true);
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
      tabIndex={scrolls ? 0 : undefined}
      dir={spread ? direction : undefined}
      onClick={onClick}
      onScroll={(event) => {
        moved.current = event.currentTarget.scrollTop !== 0 || event.currentTarget.scrollLeft !== 0;
      }}
      onMouseDown={focusReader}
      onPointerDown={onPointerDown}
      onPointerMove={pinch.move}
      onPointerUp={onPointerUp}
      onPointerCancel={(event) => {
        pinch.up(event);
        start.current = null;
      }}
      onDoubleClick={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        if (tapAction((event.clientX - box.left) / box.width, direction) === "chrome") {
          onZoomChange?.(zoomed ? 1 : 2);
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
            alt={t("comics.reader.pageOf", { page: number, total: pages.length })}
            priority={shown.includes(number)}
            hidden={!shown.includes(number)}
            under={!shown.includes(number) && under.includes(number)}
            enter={shown.includes(number) ? enter : undefined}
            wide={fit !== "screen"}
            describedBy={shown.includes(number) ? textId?.(number) : undefined}
          />
        );
      })}
    </div>
  );
}

/**
 * The pages a turn away from `page`, painted under it once the browser is idle after a turn (not
 * in the turn's own frame, whose raster would then decode them too) when `single`: one page
 * fitted whole. Then too, the other kept pages are decoded (`decode()`, once each: one that loaded
 * before the code ran never had its onLoad), though not scaled; in the turn's task, that work
 * would take the cores the new page is drawn with.
 */
function usePagesUnder(
  stage: React.RefObject<HTMLDivElement | null>,
  total: number,
  page: number,
  single: boolean,
): number[] {
  const [under, setUnder] = useState<number[]>([]);
  const decoded = useRef(new WeakSet<HTMLImageElement>());
  useEffect(() => {
    const around = [page - 1, page + 1].filter((number) => number >= 1 && number <= total);
    return whenIdle(
      () => {
        for (const image of stage.current?.querySelectorAll<HTMLImageElement>("img[hidden]") ??
          []) {
          if (!image.complete || decoded.current.has(image)) continue;
          decoded.current.add(image);
          image.decode().catch(() => undefined);
        }
        if (single) setUnder(around);
      },
      { timeout: 1_000 },
    );
  }, [stage, page, total, single]);
  return single ? under : [];
}

interface Point {
  x: number;
  y: number;
}

/**
 * The reader's own pinch (the stage takes two fingers from the browser, see Reader.css.ts): the
 * zoom follows the fingers' spread, and the point between them stays under them. `down` and `up`
 * say whether the pointer belongs to a pinch.
 */
function usePinch(
  stage: React.RefObject<HTMLDivElement | null>,
  zoom: number,
  onZoom: (zoom: number) => void,
) {
  const pointers = useRef(new Map<number, Point>());
  const started = useRef<{ distance: number; zoom: number } | null>(null);
  // Where the fingers meet, kept under them once the page is laid out at its new zoom.
  const focus = useRef<Point | null>(null);
  const laidOut = useRef(zoom);
  const asked = useRef(zoom);
  useLayoutEffect(() => {
    const at = focus.current;
    const box = stage.current;
    const ratio = zoom / laidOut.current;
    laidOut.current = zoom;
    asked.current = zoom;
    focus.current = null;
    if (!at || !box || ratio === 1) return;
    // Right to left, scrolling runs from 0 at the right edge into the negative.
    const rtl = getComputedStyle(box).direction === "rtl";
    const x = rtl ? box.clientWidth - at.x : at.x;
    const across = (Math.abs(box.scrollLeft) + x) * ratio - x;
    box.scrollLeft = rtl ? -across : across;
    box.scrollTop = (box.scrollTop + at.y) * ratio - at.y;
  }, [zoom, stage]);

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return null;
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  };
  return {
    down(event: PointerEvent): boolean {
      if (event.pointerType !== "touch") return false;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const fingers = spread();
      if (pointers.current.size !== 2 || !fingers) return started.current !== null;
      started.current = { distance: Math.max(1, fingers.distance), zoom: asked.current };
      return true;
    },
    move(event: PointerEvent) {
      if (!pointers.current.has(event.pointerId)) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const fingers = spread();
      const from = started.current;
      const box = stage.current?.getBoundingClientRect();
      if (!fingers || !from || !box) return;
      const next = pinchZoom(from.zoom, from.distance, fingers.distance);
      if (next === asked.current) return;
      asked.current = next;
      focus.current = { x: fingers.x - box.left, y: fingers.y - box.top };
      onZoom(next);
    },
    up(event: PointerEvent): boolean {
      pointers.current.delete(event.pointerId);
      const pinching = started.current !== null;
      if (pinching && pointers.current.size === 0) started.current = null;
      return pinching;
    },
  };
}
