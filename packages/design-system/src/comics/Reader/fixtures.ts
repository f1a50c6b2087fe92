// For stories only: self-contained chapter pages (SVG data URLs, no fonts, no network). Each page
// is a panel grid in its own hue with its number drawn in seven segments.
import type { ReaderPage } from "./types";

const svg = (body: string, width: number, height: number, box: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${box}">${body}</svg>`,
  )}`;

// Segments of a 60 × 100 digit: top, top right, bottom right, bottom, bottom left, top left, middle.
const segments = [
  [0, 0, 60, 12],
  [48, 0, 12, 56],
  [48, 44, 12, 56],
  [0, 88, 60, 12],
  [0, 44, 12, 56],
  [0, 0, 12, 56],
  [0, 44, 60, 12],
] as const;
const lit = [
  "abcdef",
  "bc",
  "abged",
  "abgcd",
  "fgbc",
  "afgcd",
  "afgedc",
  "abc",
  "abcdefg",
  "abcdfg",
];

function digits(value: number, x: number, y: number): string {
  return [...String(value)]
    .map((digit, index) =>
      [...(lit[Number(digit)] ?? "")]
        .map((name) => {
          const [sx, sy, w, h] = segments["abcdefg".indexOf(name)] ?? [0, 0, 0, 0];
          return `<rect x="${x + index * 80 + sx}" y="${y + sy}" width="${w}" height="${h}"/>`;
        })
        .join(""),
    )
    .join("");
}

/** A page of `height` on an 800-wide drawing; its hue turns with the page number. */
function drawing(number: number, height: number): string {
  const hue = (number * 47) % 360;
  const ink = `hsl(${hue} 45% 30%)`;
  const tone = `hsl(${hue} 40% 78%)`;
  const half = Math.round((height - 72) / 2);
  const width = String(number).length * 80 - 20;
  return [
    `<rect width="800" height="${height}" fill="#faf7f0"/>`,
    `<g fill="${tone}" stroke="${ink}" stroke-width="6">`,
    `<rect x="24" y="24" width="752" height="${half}" rx="8"/>`,
    `<rect x="24" y="${half + 48}" width="364" height="${height - half - 72}" rx="8"/>`,
    `<rect x="412" y="${half + 48}" width="364" height="${height - half - 72}" rx="8"/></g>`,
    `<circle cx="400" cy="${half / 2 + 24}" r="110" fill="${ink}"/>`,
    `<g fill="#faf7f0">${digits(number, 400 - width / 2, half / 2 - 26)}</g>`,
  ].join("");
}

/** `count` pages of 800 × `height` (small) and twice that (large), each with a placeholder. */
export function chapterPages(count: number, height = 1200): ReaderPage[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    const body = drawing(number, height);
    const box = `0 0 800 ${height}`;
    const hue = (number * 47) % 360;
    return {
      small: svg(body, 800, height, box),
      large: svg(body, 1600, height * 2, box),
      width: 1600,
      height: height * 2,
      placeholder: svg(
        `<rect width="8" height="12" fill="hsl(${hue} 30% 80%)"/>`,
        8,
        12,
        "0 0 8 12",
      ),
    };
  });
}

/** The next chapter's first pages, preloaded at the end of this one. */
export const nextChapterFirstPages = chapterPages(12)
  .slice(10)
  .map((page) => page.large);

/** Story transcripts: each page's words, in the chapter's language; page 3 has none yet. */
const transcriptLines = {
  en: [
    "Caption: Chapter 3: The last delivery\nMina: The package has no address.",
    "Courier: Then we follow the lantern.\nSound: CLANG!",
    null,
    "Mina, shouting: Wait for me!",
    "Caption: At the harbour, past midnight.",
    "Courier: Delivered.\nMina: To whom?",
  ],
  ar: [
    "تعليق: الفصل 3: التوصيلة الأخيرة\nمينا: الطرد بلا عنوان.",
    "الساعي: إذن نتبع الفانوس.\nصوت: طرااخ!",
    null,
    "مينا بصوت عالٍ: انتظرني!",
    "تعليق: عند الميناء، بعد منتصف الليل.",
    "الساعي: وصلت.\nمينا: إلى من؟",
  ],
} as const;

/** `pages` with the story transcripts of a chapter in English or Arabic. */
export function withTranscripts(pages: ReaderPage[], language: "en" | "ar"): ReaderPage[] {
  return pages.map((page, index) => ({
    ...page,
    transcript: transcriptLines[language][index % transcriptLines[language].length] ?? null,
  }));
}
