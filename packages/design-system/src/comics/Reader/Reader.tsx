import { type MessageId, useT } from "@rawafed/i18n";
import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { Button } from "../../components/Button/Button";
import { FullscreenIcon, TranscriptIcon, ZoomInIcon, ZoomOutIcon } from "../../components/Icon";
import { visuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden.css";
import { whenIdle } from "../../idle";
import { media } from "../../tokens/theme.css";
import { EndOfChapter } from "./EndOfChapter";
import { MAX_ZOOM, zoomStep } from "./keys";
import { PagedView } from "./PagedView";
import { Pager } from "./Pager";
import { PageText } from "./PageText";
import * as styles from "./Reader.css";
import { ReaderBar } from "./ReaderBar";
import { ReaderSettingsDialog } from "./ReaderSettingsDialog";
import { ShortcutsDialog } from "./ShortcutsDialog";
import { defaultReaderSettings, type ReaderSettings } from "./settings";
import { spreadOf } from "./spreads";
import type { PagesLanguage, ReaderPage, ReadingDirection, TurnAction } from "./types";
import { useLatest } from "./useLatest";
import { usePageState } from "./usePageState";
import { useReaderKeys } from "./useReaderKeys";
import { scrollToPage, VerticalStrip } from "./VerticalStrip";

export interface ReaderProps {
  /** The comic's name and the chapter, shown in the top bar; it names the reader's region. */
  title: ReactNode;
  pages: ReaderPage[];
  /** The comic's reading direction; the reader may pick another (the caller remembers it). */
  direction: ReadingDirection;
  onDirectionChange?: (direction: ReadingDirection) => void;
  /** The page to start at (1-based), to resume reading. */
  initialPage?: number;
  /** Every page turn (the caller saves progress, debounced). */
  onPageChange?: (page: number) => void;
  /** Once, when the last page is first shown. */
  onFinished?: () => void;
  previousChapterHref?: string;
  /** Offered prominently at the last page; without it, the end says it is the last chapter. */
  nextChapterHref?: string;
  /** The next chapter's first page images, preloaded near the end. */
  preloadNext?: string[];
  /** The chapter's PDF: a "Download PDF" link. */
  pdfHref?: string;
  /** The report form, in a dialog opened by "Report an issue". */
  reportSlot?: ReactNode;
  /** Who translated the chapter (a ChapterCredits), under its title. */
  credits?: ReactNode;
  /** The comic's page. */
  backHref: string;
  /** How the person likes this comic read (fit, strip width, tap zones); the caller remembers. */
  settings?: ReaderSettings;
  onSettingsChange?: (settings: ReaderSettings) => void;
  /** The chapter's language: its pages' transcripts are shown and read in it. */
  pagesLanguage?: PagesLanguage;
}

/** The keys the reader answers (see keys.ts). */
const paged = "ArrowLeft ArrowRight PageDown PageUp Space Shift+Space J K Home End F ? + - 0";
const strip = "PageDown PageUp Space Shift+Space J K Home End F ?";

/** Where two pages fit side by side: a tablet or wider, held landscape. */
const SPREAD_SCREEN = `${media.tablet} and (min-aspect-ratio: 1/1)`;

/** Within this many pages of the end, the next chapter's first pages preload. */
const NEAR_END = 3;

/**
 * Fetches images of the next chapter into the browser's cache. Not `<link rel="preload">`: a
 * preload is for this page, and the browser warns on the console about one it does not use
 * within seconds (a reader resting on the last page); nor `rel="prefetch"`, which the site's
 * `default-src 'none'` blocks. Asked again, an image comes from the cache.
 */
function fetchAhead(hrefs: readonly string[]) {
  for (const href of hrefs) {
    const image = new Image();
    image.decoding = "async";
    image.src = href;
  }
}

/**
 * A chapter reader (server-rendered: the first page is in the HTML), paged (`rtl` manga, `ltr`) or
 * a vertical strip; keys, taps and swipes follow the comic's direction, never the interface's.
 * Key it by chapter, so a new chapter starts afresh. Paged, it fills the viewport less
 * `--reader-offset` (7rem: the reading frame's bar and padding).
 */
export function Reader(props: ReaderProps) {
  const { title, pages, onDirectionChange, previousChapterHref, nextChapterHref } = props;
  const t = useT();
  const titleId = useId();
  const textIds = useId();
  const textId = useCallback((page: number) => `${textIds}-text-${page}`, [textIds]);
  const root = useRef<HTMLElement>(null);
  const total = pages.length;
  const [direction, setDirection] = useState(props.direction);
  useEffect(() => setDirection(props.direction), [props.direction]);
  const [settings, setSettings] = useState(props.settings ?? defaultReaderSettings);
  useEffect(() => {
    if (props.settings) setSettings(props.settings);
  }, [props.settings]);
  const vertical = direction === "vertical";
  // Two pages side by side: asked for, paged, fitted whole, on a screen wider than it is tall.
  const wide = useMedia(SPREAD_SCREEN);
  const spreads = settings.spreads && !vertical && settings.fit === "screen" && wide;
  const shownWith = (at: number) => spreadOf(pages, at, spreads);
  const { page, go, turned } = usePageState({
    total,
    initialPage: props.initialPage,
    onPageChange: props.onPageChange,
    onFinished: props.onFinished,
    lastShown: (at) => shownWith(at).at(-1) ?? at,
  });
  const shown = shownWith(page);
  const lastShown = shown.at(-1) ?? page;
  const [chrome, setChrome] = useState(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  // Where focus goes when the shortcuts' dialog closes: what had it when the dialog opened.
  const shortcutsReturn = useRef<HTMLElement | null>(null);
  const openShortcuts = useCallback((returnTo: HTMLElement | null) => {
    shortcutsReturn.current =
      returnTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setShortcutsOpen(true);
  }, []);
  const fullscreen = useFullscreen(root);
  // Paged: the page at its fitted size times this; a strip is zoomed by the browser's own zoom.
  const [zoom, setZoom] = useState(1);
  const [enter, setEnter] = useState<"from-left" | "from-right">();

  const behavior = (): ScrollBehavior =>
    window.matchMedia(media.reducedMotion).matches ? "instant" : "smooth";
  // Only a swipe slides the new page in, from the side the finger pushed it: a key, a tap or a
  // button turns at once (a slide there cost a turn half its time on a phone without a GPU's
  // help, and a reader holding a key wants the pages, not their motion).
  const jump = (target: number, scroll: ScrollBehavior = "instant", swiped = false) => {
    if (vertical) scrollToPage(root.current, target, scroll);
    else {
      const from = target > page === (direction === "rtl") ? "from-left" : "from-right";
      setEnter(swiped ? from : undefined);
    }
    go(target);
  };
  const turn = (action: TurnAction, swiped = false) => {
    if (vertical && (action === "next" || action === "previous")) {
      const screen = window.innerHeight * 0.85;
      window.scrollBy({ top: action === "next" ? screen : -screen, behavior: behavior() });
      return;
    }
    // A spread turns whole: to the page after its last, or to the start of the one before.
    const targets = {
      next: lastShown + 1,
      previous: shownWith(Math.max(1, (shown[0] ?? page) - 1))[0] ?? page - 1,
      first: 1,
      last: shownWith(total)[0] ?? total,
    };
    jump(targets[action], vertical ? behavior() : "instant", swiped);
  };
  useReaderKeys(
    root,
    direction,
    turn,
    () => setChrome(true),
    (command) => {
      if (command === "shortcuts") openShortcuts(null);
      else if (command === "fullscreen") fullscreen.toggle();
      else if (!vertical) {
        setZoom((now) =>
          command === "zoomReset" ? 1 : zoomStep(now, command === "zoomIn" ? "in" : "out"),
        );
      }
    },
  );

  // Not in the turn's own task: the page on screen comes first.
  const nearEnd = page >= total - NEAR_END;
  useEffect(() => {
    if (!nearEnd) return;
    return whenIdle(() => fetchAhead(props.preloadNext ?? []), { timeout: 1_000 });
  }, [nearEnd, props.preloadNext]);

  // Steady callbacks and memoized tools: a turn renders what shows the page, not the bars' tools.
  const changeDirection = useLatest((next: ReadingDirection) => {
    setDirection(next);
    setEnter(undefined);
    onDirectionChange?.(next);
  });
  const toggleChrome = useCallback(() => setChrome((visible) => !visible), []);
  const changeSettings = useLatest((next: ReaderSettings) => {
    setSettings(next);
    props.onSettingsChange?.(next);
  });
  const closeShortcuts = useCallback((event: Event) => {
    event.preventDefault();
    const target = shortcutsReturn.current;
    (target?.isConnected ? target : root.current)?.focus();
  }, []);
  const zoomBy = useCallback((way: "in" | "out") => setZoom((now) => zoomStep(now, way)), []);
  const toggleText = useLatest(() => changeSettings({ ...settings, text: !settings.text }));
  const controls = useMemo(
    () => (
      <>
        <ReaderSettingsDialog
          settings={settings}
          onChange={changeSettings}
          vertical={vertical}
          onShortcuts={openShortcuts}
          open={settingsOpen}
          onOpenChange={setSettingsOpen}
        />
        <ToolToggle
          pressed={settings.text}
          onToggle={toggleText}
          icon={TranscriptIcon}
          label="comics.reader.text"
        />
        {vertical ? null : <ZoomControl zoom={zoom} onZoom={zoomBy} />}
      </>
    ),
    [settings, changeSettings, vertical, openShortcuts, toggleText, settingsOpen, zoom, zoomBy],
  );
  const screenControls = useMemo(
    () =>
      fullscreen.supported ? (
        <ToolToggle
          pressed={fullscreen.active}
          onToggle={fullscreen.toggle}
          icon={FullscreenIcon}
          label="comics.reader.fullscreen"
        />
      ) : null,
    [fullscreen.supported, fullscreen.active, fullscreen.toggle],
  );

  // A turn is announced with the page's words: a blind reader hears the page as it is turned to.
  const pageStatus = () => {
    if (vertical) return t("comics.reader.pageOf", { page, total });
    const text = shown
      .map((number) => pages[number - 1]?.transcript || t("comics.reader.noTranscript"))
      .join("\n");
    return t("comics.reader.pageWithText", { page, total, text });
  };

  return (
    <section
      ref={root}
      className={styles.root}
      aria-labelledby={titleId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the region takes the reader's keys
      tabIndex={0}
      aria-keyshortcuts={vertical ? strip : paged}
      data-reader=""
      data-mode={vertical ? "vertical" : "paged"}
      data-chrome={chrome ? "shown" : "hidden"}
      data-fit={settings.fit}
      data-strip={settings.stripWidth}
      data-zoomed={!vertical && zoom > 1 ? "" : undefined}
      style={{ "--reader-zoom": vertical ? 1 : zoom } as CSSProperties}
    >
      <ReaderBar
        title={title}
        titleId={titleId}
        credits={props.credits}
        page={page}
        total={total}
        direction={direction}
        onDirectionChange={changeDirection}
        backHref={props.backHref}
        pdfHref={props.pdfHref}
        reportSlot={props.reportSlot}
        controls={controls}
        screenControls={screenControls}
      />
      <ShortcutsDialog
        open={shortcutsOpen}
        onOpenChange={setShortcutsOpen}
        direction={direction}
        fullscreen={fullscreen.supported}
        onCloseAutoFocus={closeShortcuts}
      />

      <div className={styles.body}>
        {vertical ? (
          <VerticalStrip
            pages={pages}
            page={page}
            onVisible={go}
            onToggleChrome={toggleChrome}
            showText={settings.text}
            textId={textId}
            language={props.pagesLanguage}
          />
        ) : (
          <>
            <PagedView
              pages={pages}
              page={page}
              shown={shown}
              direction={direction}
              enter={enter}
              onTurn={turn}
              onToggleChrome={toggleChrome}
              fit={settings.fit}
              tapZones={settings.tapZones}
              zoom={zoom}
              onZoomChange={setZoom}
              textId={textId}
            />
            <PageText
              pages={pages}
              shown={shown}
              visible={settings.text}
              textId={textId}
              language={props.pagesLanguage}
            />
          </>
        )}
      </div>

      <div className={styles.bottomBar}>
        {lastShown === total ? (
          <EndOfChapter nextChapterHref={nextChapterHref} backHref={props.backHref} />
        ) : null}
        <Pager
          page={page}
          total={total}
          direction={direction}
          onStep={(delta) =>
            vertical ? jump(page + delta, behavior()) : turn(delta > 0 ? "next" : "previous")
          }
          onJump={(target) => jump(vertical ? target : (shownWith(target)[0] ?? target))}
          previousChapterHref={previousChapterHref}
          nextChapterHref={nextChapterHref}
        />
      </div>

      <p className={visuallyHidden} role="status">
        {turned ? pageStatus() : ""}
      </p>
    </section>
  );
}

/**
 * The reader in full screen (the Fullscreen API), and whether the browser offers it. The server
 * renders the button, so the bar does not move when the page hydrates; a browser without the API
 * (an iPhone's) drops it then. Leaving by Escape is the browser's.
 */
function useFullscreen(root: React.RefObject<HTMLElement | null>) {
  const [supported, setSupported] = useState(true);
  const [active, setActive] = useState(false);
  useEffect(() => {
    setSupported(document.fullscreenEnabled === true);
    const onChange = () => setActive(document.fullscreenElement === root.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [root]);
  const toggle = useCallback(() => {
    if (!document.fullscreenEnabled) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void root.current?.requestFullscreen().catch(() => undefined);
  }, [root]);
  return { supported, active, toggle };
}

/** A tool of the bar that is on or off (the pages' text, full screen): its icon on phones. */
function ToolToggle({
  pressed,
  onToggle,
  icon: ToolIcon,
  label,
}: {
  pressed: boolean;
  onToggle: () => void;
  icon: typeof FullscreenIcon;
  label: MessageId;
}) {
  const t = useT();
  return (
    <Button variant="ghost" size="small" aria-pressed={pressed} onClick={onToggle}>
      <ToolIcon className={styles.toolIcon} />
      <span className={styles.toolText}>{t(label)}</span>
    </Button>
  );
}

/** Zoom out and in (a magnifier's minus and plus; their names for screen readers) around the zoom's
 * percentage (paged reading). */
function ZoomControl({ zoom, onZoom }: { zoom: number; onZoom: (way: "in" | "out") => void }) {
  const t = useT();
  return (
    <span className={styles.zoom}>
      <Button
        variant="ghost"
        size="small"
        aria-disabled={zoom <= 1 || undefined}
        onClick={() => (zoom > 1 ? onZoom("out") : undefined)}
      >
        <ZoomOutIcon className={styles.iconAlways} />
        <span className={visuallyHidden}>{t("comics.reader.zoomOut")}</span>
      </Button>
      {/* Not a live region: the reader's one status is its page's. */}
      <span className={styles.zoomLevel}>{t("comics.reader.zoomLevel", { zoom })}</span>
      <Button
        variant="ghost"
        size="small"
        aria-disabled={zoom >= MAX_ZOOM || undefined}
        onClick={() => (zoom < MAX_ZOOM ? onZoom("in") : undefined)}
      >
        <ZoomInIcon className={styles.iconAlways} />
        <span className={visuallyHidden}>{t("comics.reader.zoomIn")}</span>
      </Button>
    </span>
  );
}

/** Whether a media query matches (false on the server and until hydration). */
function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}
