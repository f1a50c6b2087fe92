import { type Locale, useT } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { FiveLayout } from "../../layouts/FiveLayout/FiveLayout";
import { shellFixture } from "../../shell/storyFixtures";
import { ChapterCredits } from "../ChapterCredits/ChapterCredits";
import { text } from "../shared/storyHelpers";
import { chapterPages, nextChapterFirstPages, withTranscripts } from "./fixtures";
import { Reader } from "./Reader";
import type { ReadingDirection } from "./types";

const comic = { en: "The Night Courier", ar: "ساعي الليل" } as const;

function ReaderTitle({ locale }: { locale: Locale }) {
  const t = useT();
  return <>{`${comic[locale]} · ${t("comics.reader.chapter", { number: 3 })}`}</>;
}

/** The story's own report form: the three kinds of issue. */
function ReportForm() {
  const t = useT();
  return (
    <form>
      {(["typos", "translation", "blurry"] as const).map((kind) => (
        <label key={kind} style={{ display: "block" }}>
          <input type="radio" name="issue" value={kind} /> {t(`comics.report.${kind}`)}
        </label>
      ))}
    </form>
  );
}

const pages = chapterPages(6);
const stripPages = chapterPages(4, 1000);
const base = "/comics/the-night-courier";

const meta = {
  title: "Comics/Reader",
  component: Reader,
  args: {
    title: <ReaderTitle locale="en" />,
    pages,
    direction: "rtl",
    backHref: `/en${base}`,
    previousChapterHref: `/en${base}/2`,
    nextChapterHref: `/en${base}/4`,
    pdfHref: `/files${base}/3.pdf`,
    reportSlot: <ReportForm />,
    onPageChange: fn(),
    onFinished: fn(),
    onDirectionChange: fn(),
    onSettingsChange: fn(),
  },
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story, { globals, parameters }) => {
      const locale: Locale = globals.locale === "ar" ? "ar" : "en";
      return (
        <FiveLayout brand={shellFixture(locale).brand} locale={locale} twinHref="/">
          <div style={{ maxInlineSize: parameters.readerWidth, marginInline: "auto" }}>
            <Story />
          </div>
        </FiveLayout>
      );
    },
  ],
} satisfies Meta<typeof Reader>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story["play"]>;
type Context = Parameters<Play>[0];

/** A catalog message with its `{arguments}` filled in. */
const say = (locale: Locale, id: Parameters<typeof text>[1], values: Record<string, number>) =>
  Object.entries(values).reduce(
    (message, [key, value]) => message.replace(`{${key}}`, String(value)),
    text(locale, id),
  );

function reader({ canvas }: Context, locale: Locale, total: number) {
  const region = canvas.getByRole("region", {
    name: new RegExp(text(locale, "comics.reader.chapter").replace("{number}", "3")),
  });
  const view = within(region);
  return {
    region,
    view,
    /** Waits until page `page` is the current one: indicator, announcement and image. */
    at: async (page: number) => {
      await waitFor(() =>
        expect(
          view.getByText(say(locale, "comics.reader.position", { page, total })),
        ).toBeVisible(),
      );
      await expect(view.getByRole("status")).toHaveTextContent(
        say(locale, "comics.reader.pageOf", { page, total }),
      );
    },
    image: (page: number) =>
      view.getByAltText(say(locale, "comics.reader.pageOf", { page, total })),
    /** The page images painted under the shown ones (nameless, out of the accessibility tree). */
    under: () => [...region.querySelectorAll<HTMLImageElement>("img[data-under]")],
  };
}

/** Whether the middle of `under`, all of it that is painted, lies inside the page on screen. */
function covered(under: HTMLImageElement, shown: HTMLElement): boolean {
  const box = under.getBoundingClientRect();
  const page = shown.getBoundingClientRect();
  const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
  return x - 1 >= page.left && x + 1 <= page.right && y - 1 >= page.top && y + 1 <= page.bottom;
}

/** A click at a fraction of the stage's width (a tap zone). */
async function tap(stage: HTMLElement, fraction: number) {
  const box = stage.getBoundingClientRect();
  const coords = { clientX: box.left + box.width * fraction, clientY: box.top + box.height / 2 };
  await userEvent.pointer({ keys: "[MouseLeft]", target: stage, coords });
}

/** Keys, buttons and tap zones turn pages in the comic's direction whatever the interface's. */
const turnsPages =
  (locale: Locale, direction: Exclude<ReadingDirection, "vertical">): Play =>
  async (context) => {
    const { args } = context;
    const { region, view, at, image, under } = reader(context, locale, 6);
    const [forward, backward] =
      direction === "rtl" ? ["{ArrowLeft}", "{ArrowRight}"] : ["{ArrowRight}", "{ArrowLeft}"];
    await expect(image(1)).toBeVisible();
    await expect(view.getByRole("status")).toHaveTextContent("");
    // The next three pages are in the document, so they load ahead of their turn: the next one
    // painted under the shown page, which covers it (its pixels are then ready for the turn),
    // without a name; the others hidden.
    await waitFor(() => expect(under()).toHaveLength(1));
    const [ahead] = under();
    await expect(ahead).toHaveAttribute("aria-hidden", "true");
    await expect(ahead).toHaveAttribute("alt", "");
    await expect(ahead?.getAttribute("src")).toBe(pages[1]?.small);
    await expect(covered(ahead as HTMLImageElement, image(1))).toBe(true);
    for (const later of [3, 4]) await expect(image(later)).toHaveAttribute("hidden");
    await expect(
      view.queryByAltText(say(locale, "comics.reader.pageOf", { page: 5, total: 6 })),
    ).toBeNull();
    region.focus();

    const shown = performance.getEntriesByName("reader:page-shown").length;
    await userEvent.keyboard(forward);
    await at(2);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(image(2)).toBeVisible();
    // A key turns at once: no slide.
    await expect(image(2)).not.toHaveAttribute("data-enter");
    await waitFor(() =>
      expect(performance.getEntriesByName("reader:page-shown").length).toBeGreaterThan(shown),
    );
    // A turn away now: page 1 behind, page 3 ahead, both under page 2.
    await waitFor(() =>
      expect(under().map((one) => one.getAttribute("src"))).toEqual([
        pages[0]?.small,
        pages[2]?.small,
      ]),
    );
    for (const one of under()) await expect(covered(one, image(2))).toBe(true);
    await userEvent.keyboard(backward);
    await at(1);

    // The next page's tap zone is the left third in a manga, the right third otherwise.
    const stage = image(1).parentElement as HTMLElement;
    const [next, previous] = direction === "rtl" ? [1 / 6, 5 / 6] : [5 / 6, 1 / 6];
    await tap(stage, next);
    await at(2);
    await tap(stage, previous);
    await at(1);

    // The page buttons sit on the side of their direction.
    const nextButton = view.getByRole("button", { name: text(locale, "comics.reader.nextPage") });
    const previousButton = view.getByRole("button", {
      name: text(locale, "comics.reader.previousPage"),
    });
    const nextIsLeft =
      nextButton.getBoundingClientRect().left < previousButton.getBoundingClientRect().left;
    await expect(nextIsLeft).toBe(direction === "rtl");
    await userEvent.click(nextButton);
    await at(2);

    // The slider runs in the comic's direction and jumps.
    const slider = view.getByRole("slider", { name: text(locale, "comics.reader.page") });
    await expect(slider.closest("[dir]")).toHaveAttribute("dir", direction);
    fireEvent.change(slider, { target: { value: "4" } });
    await at(4);
    await expect(slider).toHaveAttribute(
      "aria-valuetext",
      say(locale, "comics.reader.pageOf", { page: 4, total: 6 }),
    );

    region.focus();
    await userEvent.keyboard("{End}");
    await at(6);
    await expect(args.onFinished).toHaveBeenCalledTimes(1);
    await expect(
      view.getAllByRole("link", { name: text(locale, "comics.reader.nextChapter") })[0],
    ).toBeVisible();
    await userEvent.keyboard("{Home}");
    await at(1);
    await userEvent.keyboard("j");
    await at(2);
    await userEvent.keyboard("{PageDown}");
    await at(3);
    await userEvent.keyboard("k");
    await at(2);
    await userEvent.keyboard("{Shift>} {/Shift}");
    await at(1);
    await expect(args.onFinished).toHaveBeenCalledTimes(1);
  };

export const EnglishRightToLeft: Story = {
  globals: { locale: "en" },
  play: turnsPages("en", "rtl"),
};

export const ArabicRightToLeft: Story = {
  globals: { locale: "ar" },
  args: { title: <ReaderTitle locale="ar" />, backHref: `/ar${base}` },
  play: turnsPages("ar", "rtl"),
};

export const EnglishLeftToRight: Story = {
  globals: { locale: "en" },
  args: { direction: "ltr" },
  play: async (context) => {
    await turnsPages("en", "ltr")(context);
    // Keys typed in the report dialog stay there.
    const { view, at } = reader(context, "en", 6);
    await userEvent.click(view.getByRole("button", { name: text("en", "comics.reader.report") }));
    const dialog = await within(document.body).findByRole("dialog", {
      name: text("en", "comics.report.title"),
    });
    await userEvent.keyboard("{ArrowRight}");
    await expect(dialog).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await at(1);
  },
};

/** An Arabic interface reading a left-to-right comic: ArrowRight is still the next page. */
export const ArabicLeftToRight: Story = {
  globals: { locale: "ar" },
  args: { title: <ReaderTitle locale="ar" />, direction: "ltr", backHref: `/ar${base}` },
  play: turnsPages("ar", "ltr"),
};

/** The reader picks another direction with the keyboard; the caller hears of it. */
export const DirectionOverride: Story = {
  globals: { locale: "en" },
  play: async (context) => {
    const { args, canvas } = context;
    const { region, at } = reader(context, "en", 6);
    const group = canvas.getByRole("group", { name: text("en", "comics.reader.direction") });
    const rtl = within(group).getByRole("radio", {
      name: text("en", "comics.reader.direction.rtl"),
    });
    await expect(rtl).toBeChecked();
    rtl.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(
      within(group).getByRole("radio", { name: text("en", "comics.reader.direction.ltr") }),
    ).toBeChecked();
    await expect(args.onDirectionChange).toHaveBeenLastCalledWith("ltr");
    // The arrow keys moved the choice, not the page; now ArrowRight is the next page.
    region.focus();
    await userEvent.keyboard("{ArrowRight}");
    await at(2);
    await userEvent.click(
      within(group).getByRole("radio", { name: text("en", "comics.reader.direction.vertical") }),
    );
    await expect(args.onDirectionChange).toHaveBeenLastCalledWith("vertical");
    await waitFor(() => expect(canvas.getAllByRole("img").length).toBeGreaterThanOrEqual(6));
    await userEvent.click(rtl);
    await expect(args.onDirectionChange).toHaveBeenLastCalledWith("rtl");
    await at(2);
    window.scrollTo({ top: 0, behavior: "instant" });
  },
};

/** A webtoon: scrolling moves the current page; Home and End go to the strip's ends. */
const scrollsStrip =
  (locale: Locale): Play =>
  async (context) => {
    const { args } = context;
    const { region, view, image } = reader(context, locale, 4);
    const position = (page: number) => say(locale, "comics.reader.position", { page, total: 4 });
    await expect(view.getByText(position(1))).toBeVisible();
    // Pages beyond the first screens load as they near the viewport.
    await expect(image(1)).not.toHaveAttribute("loading", "lazy");
    await expect(image(4)).toHaveAttribute("loading", "lazy");
    // Keys scroll the strip by about a screen (from the top, whatever scroll ran before).
    window.scrollTo({ top: 0, behavior: "instant" });
    await waitFor(() => expect(window.scrollY).toBe(0));
    region.focus({ preventScroll: true });
    await userEvent.keyboard("{PageDown}");
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(window.innerHeight / 2));
    // Scrolled again on each try: a smooth scroll left over from a story before may still run.
    await waitFor(() => {
      image(3).scrollIntoView({ block: "center", behavior: "instant" });
      expect(view.getByText(position(3))).toBeVisible();
    });
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    region.focus({ preventScroll: true });
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(view.getByText(position(4))).toBeVisible());
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledTimes(1));
    await userEvent.keyboard("{Home}");
    await waitFor(() => expect(view.getByText(position(1))).toBeVisible());
    // The reader's top at the top of the viewport.
    await waitFor(() => expect(Math.abs(region.getBoundingClientRect().top)).toBeLessThan(2));
    window.scrollTo({ top: 0, behavior: "instant" });
  };

export const EnglishVertical: Story = {
  globals: { locale: "en" },
  args: { direction: "vertical", pages: stripPages },
  parameters: { readerWidth: "22rem" },
  play: scrollsStrip("en"),
};

export const ArabicVertical: Story = {
  globals: { locale: "ar" },
  args: {
    title: <ReaderTitle locale="ar" />,
    direction: "vertical",
    pages: stripPages,
    backHref: `/ar${base}`,
  },
  parameters: { readerWidth: "22rem" },
  play: scrollsStrip("ar"),
};

/** A phone: the page takes the width; a swipe turns it, a tap in the middle hides the bars. */
export const Phone: Story = {
  globals: { locale: "en" },
  parameters: { viewport: "mobile" },
  play: async (context) => {
    const { at, image, view, region } = reader(context, "en", 6);
    const stage = image(1).parentElement as HTMLElement;
    const box = stage.getBoundingClientRect();
    const y = box.top + 100;
    // A manga: the finger moving right brings the next page.
    await userEvent.pointer([
      { keys: "[TouchA>]", target: stage, coords: { clientX: 60, clientY: y } },
      { pointerName: "TouchA", target: stage, coords: { clientX: 260, clientY: y + 10 } },
      { keys: "[/TouchA]", target: stage, coords: { clientX: 260, clientY: y + 10 } },
    ]);
    await at(2);
    // Pushed from the left, the page slides in from there.
    await expect(image(2)).toHaveAttribute("data-enter", "from-left");
    const heading = view.getByRole("heading", { level: 1 });
    await tap(stage, 1 / 2);
    await waitFor(() => expect(heading).not.toBeVisible());
    // The press focused the reader for its keys, without scrolling it.
    await expect(region).toHaveFocus();
    await expect(window.scrollY).toBe(0);
    // Tab brings the bars back for the keyboard; a tap in the middle hides and shows them.
    await userEvent.tab();
    await waitFor(() => expect(heading).toBeVisible());
    await tap(stage, 1 / 2);
    await waitFor(() => expect(heading).not.toBeVisible());
    await tap(stage, 1 / 2);
    await waitFor(() => expect(heading).toBeVisible());
    await at(2);
  },
};

/** The images made by script (`new Image()`) in the story that notes them. */
const fetchedImages: string[] = [];

/** The last page: the next chapter is offered and its first pages preload. */
export const EndOfChapter: Story = {
  globals: { locale: "en" },
  args: { initialPage: 6, preloadNext: nextChapterFirstPages },
  beforeEach: () => {
    // Notes the addresses of the images made by script while the story runs.
    fetchedImages.length = 0;
    const Native = window.Image;
    window.Image = class extends Native {
      override get src() {
        return super.src;
      }
      override set src(value: string) {
        fetchedImages.push(value);
        super.src = value;
      }
    };
    return () => {
      window.Image = Native;
    };
  },
  play: async (context) => {
    const { args } = context;
    const { view } = reader(context, "en", 6);
    await expect(view.getByText(text("en", "comics.reader.end"))).toBeVisible();
    const [offer] = view.getAllByRole("link", { name: text("en", "comics.reader.nextChapter") });
    await expect(offer).toHaveAttribute("href", `/en${base}/4`);
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledTimes(1));
    await expect(args.onPageChange).not.toHaveBeenCalled();
    // Fetched as images, not as `<link rel="preload">` (the browser warns of an unused one).
    for (const href of nextChapterFirstPages) {
      await waitFor(() => expect(fetchedImages).toContain(href));
    }
    await expect(document.querySelector("link[rel='preload'][as='image']")).toBeNull();
  },
};

/** The last chapter so far: the end says so and leads back to the comic. */
export const LastChapterArabic: Story = {
  globals: { locale: "ar" },
  args: {
    title: <ReaderTitle locale="ar" />,
    initialPage: 6,
    nextChapterHref: undefined,
    backHref: `/ar${base}`,
  },
  play: async (context) => {
    const { view } = reader(context, "ar", 6);
    await expect(view.getByText(text("ar", "comics.reader.lastChapter"))).toBeVisible();
    const links = view.getAllByRole("link", { name: text("ar", "comics.reader.back") });
    await expect(links.at(-1)).toHaveAttribute("href", `/ar${base}`);
    await expect(
      view.queryByRole("link", { name: text("ar", "comics.reader.nextChapter") }),
    ).toBeNull();
  },
};

/**
 * Reading settings, by keyboard: the page fitted to the width (the stage scrolls), the tap zones
 * off (a tap on a side only hides the bars), and the shortcuts' dialog from `?`, its arrows as the
 * comic has them.
 */
const changesSettings =
  (locale: Locale, fit: "width" | "height"): Play =>
  async (context) => {
    const { args } = context;
    const { region, view } = reader(context, locale, 6);
    const body = within(document.body);
    await userEvent.click(
      view.getByRole("button", { name: text(locale, "comics.reader.settings") }),
    );
    const dialog = await body.findByRole("dialog", {
      name: text(locale, "comics.reader.settings"),
    });
    const sizes = within(dialog).getByRole("group", { name: text(locale, "comics.reader.fit") });
    await expect(
      within(sizes).getByRole("radio", { name: text(locale, "comics.reader.fit.screen") }),
    ).toBeChecked();
    await userEvent.click(
      within(sizes).getByRole("radio", { name: text(locale, `comics.reader.fit.${fit}`) }),
    );
    await expect(region).toHaveAttribute("data-fit", fit);
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith({
      fit,
      stripWidth: "full",
      tapZones: true,
      spreads: false,
      text: false,
    });
    const zones = within(dialog).getByRole("checkbox", {
      name: text(locale, "comics.reader.tapZones"),
    });
    await userEvent.click(zones);
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith({
      fit,
      stripWidth: "full",
      tapZones: false,
      spreads: false,
      text: false,
    });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // A tap on the next page's side shows or hides the bars, and turns nothing.
    const stage = view.getByAltText(say(locale, "comics.reader.pageOf", { page: 1, total: 6 }))
      .parentElement as HTMLElement;
    await tap(stage, 0.1);
    await expect(region).toHaveAttribute("data-chrome", "hidden");
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await tap(stage, 0.1);
    await expect(region).toHaveAttribute("data-chrome", "shown");
    // `?` lists the keys; in a right-to-left comic the left arrow is the next page.
    region.focus();
    await userEvent.keyboard("?");
    const keys = await body.findByRole("dialog", {
      name: text(locale, "comics.reader.keys.title"),
    });
    const next = within(keys).getByText(text(locale, "comics.reader.keys.next"));
    await expect(next.previousElementSibling).toHaveTextContent(/^←/);
    // `F` is listed only where the browser offers full screen (not in this story's frame).
    await expect(
      within(keys).queryByText(text(locale, "comics.reader.keys.fullscreen")) !== null,
    ).toBe(document.fullscreenEnabled);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(keys).not.toBeInTheDocument());
    await expect(region).toHaveFocus();
    // From the settings: the shortcuts replace them, and closing gives focus back to "Settings".
    const settingsButton = view.getByRole("button", {
      name: text(locale, "comics.reader.settings"),
    });
    await userEvent.click(settingsButton);
    const settingsDialog = await body.findByRole("dialog", {
      name: text(locale, "comics.reader.settings"),
    });
    await userEvent.click(
      within(settingsDialog).getByRole("button", {
        name: text(locale, "comics.reader.keys.title"),
      }),
    );
    const listed = await body.findByRole("dialog", {
      name: text(locale, "comics.reader.keys.title"),
    });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(listed).not.toBeInTheDocument());
    await waitFor(() => expect(settingsButton).toHaveFocus());
    // `+` twice: the page at twice its fitted size, panned; `0`: back to its size.
    region.focus();
    await userEvent.keyboard("++");
    await expect(region).toHaveAttribute("data-zoomed", "");
    await expect(region.style.getPropertyValue("--reader-zoom")).toBe("2");
    await userEvent.click(
      view.getByRole("button", { name: text(locale, "comics.reader.zoomOut") }),
    );
    await expect(region.style.getPropertyValue("--reader-zoom")).toBe("1.5");
    region.focus();
    await userEvent.keyboard("0");
    await expect(region).not.toHaveAttribute("data-zoomed");
  };

export const EnglishSettings: Story = {
  globals: { locale: "en" },
  play: changesSettings("en", "width"),
};

export const ArabicSettings: Story = {
  globals: { locale: "ar" },
  args: { title: <ReaderTitle locale="ar" />, backHref: `/ar${base}` },
  play: changesSettings("ar", "height"),
};

/** A strip's width, remembered by the caller: narrow on a wide screen. */
export const ArabicStripWidth: Story = {
  globals: { locale: "ar" },
  args: {
    title: <ReaderTitle locale="ar" />,
    backHref: `/ar${base}`,
    direction: "vertical",
    pages: stripPages,
    settings: { fit: "screen", stripWidth: "narrow", tapZones: true, spreads: false, text: false },
  },
  play: async (context) => {
    const { region, view } = reader(context, "ar", 4);
    await expect(region).toHaveAttribute("data-strip", "narrow");
    const first = view.getByAltText(say("ar", "comics.reader.pageOf", { page: 1, total: 4 }));
    await expect(first.getBoundingClientRect().width).toBeLessThanOrEqual(36 * 16 + 1);
    await userEvent.click(view.getByRole("button", { name: text("ar", "comics.reader.settings") }));
    const dialog = await within(document.body).findByRole("dialog", {
      name: text("ar", "comics.reader.settings"),
    });
    await userEvent.click(
      within(dialog).getByRole("radio", { name: text("ar", "comics.reader.stripWidth.full") }),
    );
    await expect(region).toHaveAttribute("data-strip", "full");
    // Closed before the story ends: an open dialog's scroll lock would outlive it.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/**
 * Two-page spreads on a wide screen: the cover alone, then pairs in the comic's order (a manga's
 * first page on the right); a turn moves a whole spread, and the last spread is the end.
 */
const readsSpreads =
  (locale: Locale): Play =>
  async (context) => {
    const { args } = context;
    const { region, view, at, image, under } = reader(context, locale, 6);
    await expect(image(1)).toBeVisible();
    // Page 2, a turn away, is painted under the cover, which covers it.
    await waitFor(() => expect(under()).toHaveLength(1));
    await expect(covered(under()[0] as HTMLImageElement, image(1))).toBe(true);
    region.focus();
    await userEvent.keyboard("{ArrowLeft}");
    await at(2);
    await expect(image(2)).toBeVisible();
    await expect(image(3)).toBeVisible();
    // Right to left: page 2 to the right of page 3.
    await expect(image(2).getBoundingClientRect().left).toBeGreaterThan(
      image(3).getBoundingClientRect().left,
    );
    await userEvent.keyboard("{ArrowLeft}");
    await at(4);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard("{ArrowRight}");
    await at(2);
    await userEvent.keyboard("{End}");
    await at(6);
    await expect(args.onFinished).toHaveBeenCalledTimes(1);
    await expect(view.getByText(text(locale, "comics.reader.end"))).toBeVisible();
  };

export const EnglishSpreads: Story = {
  globals: { locale: "en" },
  args: {
    settings: { fit: "screen", stripWidth: "full", tapZones: true, spreads: true, text: false },
  },
  play: readsSpreads("en"),
};

export const ArabicSpreads: Story = {
  globals: { locale: "ar" },
  args: {
    title: <ReaderTitle locale="ar" />,
    backHref: `/ar${base}`,
    settings: { fit: "screen", stripWidth: "full", tapZones: true, spreads: true, text: false },
  },
  play: readsSpreads("ar"),
};

/**
 * Each page's transcript is its image's description and is said with the page's number on a turn;
 * "Text" shows it beside the page in the chapter's language and direction, and is remembered. A
 * page without one says so plainly.
 */
const readsText =
  (locale: Locale): Play =>
  async (context) => {
    const { args } = context;
    const { region, view, at, image } = reader(context, locale, 6);
    const transcripts = (args.pages ?? []).map((page) => page.transcript ?? null);
    const [first, second] = transcripts;
    await expect(image(1)).toHaveAccessibleDescription(first ?? "");
    // Hidden, the panel has no role to find it by: its label finds it.
    const panel = view.getByLabelText(text(locale, "comics.reader.textTitle"), {
      selector: "section",
    });
    await expect(panel).not.toBeVisible();
    const toggle = view.getByRole("button", { name: text(locale, "comics.reader.text") });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ text: true }),
    );
    await expect(panel).toBeVisible();
    const words = within(panel).getByText(/./, { selector: "p" });
    await expect(words).toHaveAttribute("lang", locale);
    await expect(words).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await expect(words.textContent).toBe(first);
    // Beside the page on a wide screen, at its reading end.
    const [page, side] = [image(1).getBoundingClientRect(), panel.getBoundingClientRect()];
    await expect(locale === "ar" ? side.right <= page.left : side.left >= page.right).toBe(true);
    region.focus();
    await userEvent.keyboard("{ArrowLeft}");
    await at(2);
    await expect(view.getByRole("status")).toHaveTextContent((second ?? "").replace(/\n/g, " "));
    await expect(within(panel).getByText(/./, { selector: "p" }).textContent).toBe(second);
    await userEvent.keyboard("{ArrowLeft}");
    await at(3);
    const missing = text(locale, "comics.reader.noTranscript");
    await expect(view.getByRole("status")).toHaveTextContent(missing);
    await expect(image(3)).toHaveAccessibleDescription(missing);
    await userEvent.click(toggle);
    await expect(panel).not.toBeVisible();
    // Shown again, as the story's picture has it: the text beside page 3, which has none.
    await userEvent.click(toggle);
    await expect(within(panel).getByText(missing)).toBeVisible();
  };

export const EnglishText: Story = {
  globals: { locale: "en" },
  args: { pages: withTranscripts(pages, "en"), pagesLanguage: { lang: "en", dir: "ltr" } },
  play: readsText("en"),
};

export const ArabicText: Story = {
  globals: { locale: "ar" },
  args: {
    title: <ReaderTitle locale="ar" />,
    backHref: `/ar${base}`,
    pages: withTranscripts(pages, "ar"),
    pagesLanguage: { lang: "ar", dir: "rtl" },
  },
  play: readsText("ar"),
};

/** A team's chapter: its team and people under the title, each a link; a turn keeps them. */
const credits = (locale: Locale) => (
  <ChapterCredits
    variant="inline"
    team={{ name: "Crescent Letters", href: `/${locale}/teams/crescent-letters` }}
    people={[
      { name: "Youssef Benali", href: `/${locale}/translators/y`, role: "leader" },
      { name: "Reem Al-Harbi", href: `/${locale}/translators/r`, role: "member" },
    ]}
  />
);

const credited =
  (locale: Locale): Story["play"] =>
  async (context) => {
    const { region, view, at } = reader(context, locale, 6);
    const team = view.getByRole("link", { name: "Crescent Letters" });
    await expect(team).toHaveAttribute("href", `/${locale}/teams/crescent-letters`);
    await expect(view.getByRole("link", { name: "Reem Al-Harbi" })).toBeVisible();
    region.focus();
    await userEvent.keyboard("{ArrowLeft}");
    await at(2);
    await expect(view.getByRole("link", { name: "Crescent Letters" })).toBe(team);
  };

export const EnglishCredits: Story = {
  globals: { locale: "en" },
  args: { credits: credits("en") },
  play: credited("en"),
};

export const ArabicCredits: Story = {
  globals: { locale: "ar" },
  args: { title: <ReaderTitle locale="ar" />, backHref: `/ar${base}`, credits: credits("ar") },
  play: credited("ar"),
};
