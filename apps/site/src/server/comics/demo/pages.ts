// A demo chapter as a PDF: its pages of framed panels with backgrounds, characters, speech
// balloons in the chapter's language, captions and sound effects, all vector (small files that
// the page pipeline renders fast).
import PDFDocument from "pdfkit";
import { type Character, drawCharacter, type Head, type Mood } from "./cast.ts";
import { cairo } from "./fonts.ts";
import { type Panel, pagePanels, pageSizes } from "./layouts.ts";
import {
  type Balloon,
  balloonSize,
  drawBalloon,
  drawCaption,
  drawSoundEffect,
  type Lettered,
  letter,
  type TextDirection,
} from "./lettering.ts";
import { PdfPainter, type Point } from "./painter.ts";
import { type Random, random } from "./random.ts";
import { drawSetting, horizon, speedLines } from "./scenes.ts";
import type { ChapterLanguage, Line, Series } from "./story.ts";

/** A fixed date: the same chapter gives the same bytes. */
const EPOCH = new Date("2025-01-01T00:00:00Z");

/** 4 to 6 pages, varying from chapter to chapter. */
export function chapterPageCount(seriesIndex: number, chapterIndex: number): number {
  return 4 + ((seriesIndex + chapterIndex * 2) % 3);
}

/** The chapter heading, as its first panel's caption says it. */
export function chapterHeading(series: Series, chapterIndex: number, language: ChapterLanguage) {
  const { title } = series.chapters[chapterIndex] ?? series.chapters[0];
  const number = chapterIndex + 1;
  return language === "arabic" ? `الفصل ${number}: ${title.ar}` : `Chapter ${number}: ${title.en}`;
}

interface PanelWork {
  panel: Panel;
  lines: Line[];
  /** Index among the chapter's panels. */
  index: number;
}

/** Spreads the lines evenly over the panels (0, 1 or 2 a panel), keeping their order. */
function spread(lines: Line[], panelCount: number): Line[][] {
  return Array.from({ length: panelCount }, (_, i) =>
    lines.slice(
      Math.floor((i * lines.length) / panelCount),
      Math.floor(((i + 1) * lines.length) / panelCount),
    ),
  );
}

/** How a transcript names what is not a speaker's words, in the chapter's language. */
const transcriptWords = {
  english: { caption: "Caption", sound: "Sound", shouts: "shouting" },
  arabic: { caption: "تعليق", sound: "صوت", shouts: "بصوت عالٍ" },
} as const;

class ChapterDrawer {
  /** Each page's words in reading order, as drawn: the demo's transcripts. */
  readonly transcripts: string[][] = [];
  private readonly doc: PDFKit.PDFDocument;
  private readonly series: Series;
  private readonly language: ChapterLanguage;
  private readonly rng: Random;
  private readonly p: PdfPainter;
  private readonly dir: TextDirection;
  private readonly textSize: number;

  constructor(doc: PDFKit.PDFDocument, series: Series, language: ChapterLanguage, rng: Random) {
    this.doc = doc;
    this.series = series;
    this.language = language;
    this.rng = rng;
    this.p = new PdfPainter(doc);
    this.dir = language === "arabic" ? "rtl" : "ltr";
    this.textSize = series.direction === "vertical" ? 26 : 12;
  }

  private get ink() {
    return this.series.palette.ink;
  }

  beginPage() {
    this.transcripts.push([]);
  }

  private say(words: string) {
    this.transcripts.at(-1)?.push(words);
  }

  /** A balloon's words in the transcript: "Salma: …", or "Salma, shouting: …". */
  private spoken(line: Line): string {
    const words = transcriptWords[this.language];
    const who = this.series.cast[line.speaker]?.name[this.language === "arabic" ? "ar" : "en"];
    const speaker = line.shout
      ? `${who}${this.language === "arabic" ? " " : ", "}${words.shouts}`
      : who;
    return `${speaker}: ${this.text(line)}`;
  }

  private text(line: Line) {
    return this.language === "arabic" ? line.ar : line.en;
  }

  /** The reading-start side of a panel: left, or right in a right-to-left manga. */
  private get startsRight() {
    return this.series.direction === "rtl";
  }

  drawPanel(work: PanelWork, setting: Parameters<typeof drawSetting>[2], heading?: string) {
    const { panel, lines } = work;
    const { p, rng, series } = this;
    const speakers = [...new Set(lines.map((l) => l.speaker).filter((s) => s >= 0))];
    // A quiet panel shows one or two of the cast; a lineless one is often an action beat.
    const action = lines.length === 0 && rng.chance(0.6);
    if (speakers.length === 0) speakers.push(rng.int(0, series.cast.length - 1));
    const lead = speakers[0] ?? 0;
    if (speakers.length === 1 && rng.chance(0.5)) {
      const other = (lead + 1 + rng.int(0, series.cast.length - 2)) % series.cast.length;
      if (other !== lead) speakers.push(other);
    }
    const shot =
      speakers.length === 1 && lines.length > 0 && rng.chance(0.4)
        ? "close"
        : lines.length === 0 || rng.chance(0.35)
          ? "wide"
          : "medium";
    const heads = new Map<number, Head>();
    let sound: string | undefined;
    p.clipped(panel, () => {
      drawSetting(p, panel, setting, series.palette, rng);
      if (action)
        speedLines(p, panel, [panel.x + panel.w / 2, panel.y + panel.h * 0.6], series.palette, rng);
      // Narrow panels get smaller figures, so two of them do not overlap.
      const narrow = Math.min(1, (panel.w / panel.h) * 1.1);
      const heightShare =
        (shot === "close" ? 1.2 : shot === "medium" ? 0.75 : 0.42) *
        (shot === "close" ? 1 : narrow);
      const ground =
        shot === "close"
          ? panel.y + panel.h * 1.65
          : shot === "medium"
            ? panel.y + panel.h * 1.25
            : panel.y + panel.h * (horizon + 0.16);
      speakers.forEach((speaker, order) => {
        const character = series.cast[speaker] as Character;
        // The first speaker stands on the reading-start side, facing the other.
        const startSide = (order === 0) !== this.startsRight ? 0 : 1;
        const share = speakers.length === 1 ? 0.5 : startSide === 0 ? 0.25 : 0.75;
        const mood: Mood = lines.some((l) => l.speaker === speaker && l.shout)
          ? "shout"
          : rng.chance(0.5)
            ? "happy"
            : "calm";
        const head = drawCharacter(p, character, {
          x: panel.x + panel.w * share + rng.between(-0.04, 0.04) * panel.w,
          ground,
          height: panel.h * heightShare * (character.kind === "falcon" ? 0.6 : 1),
          facing: speakers.length === 1 ? (rng.chance(0.5) ? 1 : -1) : startSide === 0 ? 1 : -1,
          mood,
          ink: this.ink,
        });
        heads.set(speaker, head);
      });
      if (action) sound = this.soundEffect(panel);
    });
    if (panel.framed)
      p.rect(panel, { stroke: this.ink, width: series.direction === "rtl" ? 2.2 : 3 });
    let top = panel.y + 8;
    if (heading) top = this.caption(panel, heading, top);
    for (const line of lines) {
      if (line.speaker < 0) top = this.caption(panel, this.text(line), top);
    }
    const spoken = lines.filter((l) => l.speaker >= 0);
    this.balloons(panel, spoken, heads, top);
    for (const line of spoken) this.say(this.spoken(line));
    if (sound) this.say(`${transcriptWords[this.language].sound}: ${sound}`);
  }

  private caption(panel: Panel, text: string, top: number): number {
    this.say(`${transcriptWords[this.language].caption}: ${text}`);
    const lettered = letter(this.doc, text, {
      size: this.textSize * 0.95,
      maxWidth: panel.w * 0.7,
      dir: this.dir,
    });
    const corner: Point = this.startsRight ? [panel.x + panel.w - 8, top] : [panel.x + 8, top];
    drawCaption(this.doc, this.p, lettered, corner, this.startsRight, this.ink);
    return top + lettered.height + lettered.size * 0.6 + 8;
  }

  /** Fits a line's balloon into the panel's upper part, stepping the size down if it must. */
  private fit(text: string, maxWidth: number, room: number, shout: boolean): Lettered {
    let size = this.textSize;
    for (;;) {
      const lettered = letter(this.doc, text, {
        size,
        maxWidth,
        dir: this.dir,
        weight: shout ? "black" : "bold",
      });
      if (balloonSize(lettered).ry * 2 <= room || size <= this.textSize * 0.7) return lettered;
      size -= 1;
    }
  }

  private balloons(panel: Panel, lines: Line[], heads: Map<number, Head>, top: number) {
    const room = panel.y + panel.h * 0.48 - top;
    const share = lines.length > 1 ? 0.42 : 0.62;
    let y = top;
    lines.forEach((line, order) => {
      const lettered = this.fit(this.text(line), panel.w * share, room, line.shout === true);
      const { rx, ry } = balloonSize(lettered);
      const head = heads.get(line.speaker);
      // In reading order: the first balloon at the reading-start side, the next one lower.
      const side = (order === 0) !== this.startsRight ? 0.3 : 0.7;
      const wanted =
        lines.length > 1 ? panel.x + panel.w * side : (head?.x ?? panel.x + panel.w / 2);
      const pad = line.shout ? 0.25 : 0.05;
      const cx = Math.min(
        Math.max(wanted, panel.x + rx * (1 + pad) + 6),
        panel.x + panel.w - rx * (1 + pad) - 6,
      );
      const cy = y + ry * (1 + pad);
      const balloon: Balloon = { cx, cy, rx, ry };
      let tail: Point | null = null;
      if (head) {
        const target: Point = [head.x, head.y - head.r * 1.1];
        const dx = target[0] - cx;
        const dy = target[1] - cy;
        const distance = Math.hypot(dx, dy);
        // The tip stops just short of the head, and never below the panel.
        const reach = Math.min(
          distance - head.r * 0.3,
          ry + panel.h * 0.16,
          (panel.y + panel.h - cy) * 0.95,
        );
        tail = [cx + (dx / distance) * reach, cy + (dy / distance) * reach];
      }
      drawBalloon(this.doc, this.p, lettered, balloon, tail, line.shout === true, this.ink);
      y += ry * 2 * 0.6 + 6;
    });
  }

  /** Draws one of the series' sound effects in the panel; returns its words. */
  private soundEffect(panel: Panel): string {
    const { rng, series } = this;
    const sound = rng.pick(series.sounds);
    const words = this.language === "arabic" ? sound.ar : sound.en;
    const lettered = letter(this.doc, words, {
      size: Math.min(panel.w, panel.h) * 0.16,
      maxWidth: panel.w * 0.8,
      dir: this.dir,
      weight: "black",
    });
    const at: Point = [
      panel.x + panel.w * rng.between(0.35, 0.65),
      panel.y + panel.h * rng.between(0.3, 0.45),
    ];
    drawSoundEffect(this.doc, lettered, at, rng.between(-14, 8), series.palette.accent, this.ink);
    return words;
  }
}

export interface ChapterPdf {
  pdf: Uint8Array;
  pageCount: number;
  /** Each page's words in reading order, one line each (captions, balloons, sound effects). */
  transcripts: string[];
}

export async function chapterPdf(
  series: Series,
  seriesIndex: number,
  chapterIndex: number,
  language: ChapterLanguage,
): Promise<ChapterPdf> {
  const script = series.chapters[chapterIndex];
  if (!script) throw new Error(`${series.slug} has no chapter ${chapterIndex + 1}`);
  const size = pageSizes[series.direction];
  const heading = chapterHeading(series, chapterIndex, language);
  const name = language === "arabic" ? series.title.ar : series.title.en;
  const doc = new PDFDocument({
    size: [size.width, size.height],
    autoFirstPage: false,
    lang: language === "arabic" ? "ar" : "en",
    displayTitle: true,
    info: {
      Title: `${name} — ${heading}`,
      Author: series.writer,
      Creator: "Rawafed demo catalog",
      CreationDate: EPOCH,
      ModDate: EPOCH,
    },
  });
  const faces = cairo();
  doc.registerFont("bold", faces.bold.bytes);
  doc.registerFont("black", faces.black.bytes);
  // The art is the same in both languages; only the words differ.
  const rng = random(`${series.slug}/${chapterIndex}`);
  const drawer = new ChapterDrawer(doc, series, language, rng);
  const pageCount = chapterPageCount(seriesIndex, chapterIndex);
  const pages = Array.from({ length: pageCount }, (_, page) =>
    pagePanels(series.direction, page === 0, rng),
  );
  const panelCount = pages.reduce((sum, panels) => sum + panels.length, 0);
  const lines = spread(script.lines, panelCount);
  let index = 0;
  for (const panels of pages) {
    doc.addPage({ size: [size.width, size.height], margin: 0 });
    drawer.beginPage();
    doc.rect(0, 0, size.width, size.height).fill("#ffffff");
    for (const panel of panels) {
      const setting = script.settings[Math.floor((index * script.settings.length) / panelCount)];
      drawer.drawPanel(
        { panel, lines: lines[index] ?? [], index },
        setting ?? "room",
        index === 0 ? heading : undefined,
      );
      index++;
    }
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.end();
  return {
    pdf: new Uint8Array(await done),
    pageCount,
    transcripts: drawer.transcripts.map((words) => words.join("\n")),
  };
}
