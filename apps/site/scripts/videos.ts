/**
 * Makes the videos of the videos page from the site's own illustrations (art/): each scene is
 * rendered once with sharp at 1920 px, then a slowly moving, easing window (Ken Burns) is cut from
 * it frame by frame and scenes cross-fade. Frames stream as raw RGB to ffmpeg (Debian's
 * /usr/bin/ffmpeg), which encodes:
 *
 * - `public/videos/{id}.webm` (VP9) and `public/videos/{id}.mp4` (H.264), 960 × 540, 24 fps, no
 *   audio, each at most `maxVideoBytes` (the quality steps down until it fits);
 * - `public/videos/{id}.poster.webp`, the first frame;
 * - `public/videos/{id}.en.vtt` and `.ar.vtt`, one caption per scene, timed to the scene changes;
 * - `src/content/videoFiles.ts`, each clip's length as ffprobe measures it.
 *
 * The output is deterministic: same art, same ffmpeg, same bytes.
 *
 *   cd apps/site && npx pnpm@10.34.8 run videos [id …]
 *
 * Given ids, it makes only those videos and leaves `videoFiles.ts` as it is (to try a framing).
 */
import { spawn } from "node:child_process";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import sharp from "sharp";
import { type IllustrationId, illustration } from "../art/index.ts";

const root = new URL("../", import.meta.url);
const outDir = new URL("public/videos/", root);
const filesModule = new URL("src/content/videoFiles.ts", root);

const width = 960;
const height = 540;
const fps = 24;
/** Cross-fade between scenes: 0.5 s. */
const fadeFrames = 12;
/** Each scene is rendered once at this width (16:9), and the moving window is cut from it. */
const sourceWidth = 1920;
const sourceHeight = 1080;
const maxVideoBytes = 600_000;
const maxPosterBytes = 40_000;
/** Quality steps tried in turn until the file fits (VP9 and H.264 constant-quality levels). */
const webmQualities = [36, 39, 42, 45, 48, 52];
const mp4Qualities = [27, 29, 31, 33, 35, 38];
const ffmpeg = "/usr/bin/ffmpeg";
const ffprobe = "/usr/bin/ffprobe";

/**
 * A framing of the scene: zoom (1 shows the whole illustration) and the window's centre (0–1,
 * brought inside: at zoom 1.16, x 0 is as far left as the window goes).
 */
type Framing = readonly [zoom: number, x: number, y: number];

interface Scene {
  art: IllustrationId;
  from: Framing;
  to: Framing;
  /** What the scene shows, as its caption. */
  en: string;
  ar: string;
}

interface Video {
  id: string;
  /** Whole seconds; the scenes share them, 4 to 5 s each with the fades. */
  seconds: number;
  scenes: Scene[];
}

const videos: Video[] = [
  {
    id: "rawafed-park-tour",
    seconds: 16,
    scenes: [
      {
        art: "rawafed-park",
        from: [1, 0.5, 0.5],
        to: [1.18, 0.46, 0.5],
        en: "An aerial view of Rawafed Park: the main warehouse and its loading gates, the cold rooms, the office building and the car park.",
        ar: "منظر جوي لمجمع روافد اللوجستي: المستودع الرئيسي وبوابات التحميل، وغرف التبريد، والمبنى الإداري، وموقف السيارات.",
      },
      {
        art: "home-hero",
        from: [1.16, 0, 0.6],
        to: [1.16, 1, 0.45],
        en: "At sunset, trucks back onto the loading docks of the main warehouse, with a factory beside it.",
        ar: "عند الغروب، تصطف الشاحنات عند أرصفة التحميل في المستودع الرئيسي، وإلى جانبه مصنع.",
      },
      {
        art: "dock-levelers",
        from: [1.02, 0.5, 0.5],
        to: [1.2, 0.36, 0.6],
        en: "At the docks, a worker moves a pallet across a dock leveler into a truck, while a forklift brings the next load.",
        ar: "عند أرصفة التحميل، ينقل عامل منصةً فوق معادل الرصيف إلى داخل شاحنة، بينما تجلب رافعة شوكية الحمولة التالية.",
      },
      {
        art: "blog-cold-chain",
        from: [1.18, 0.42, 0.5],
        to: [1, 0.5, 0.5],
        en: "Inside a frosty cold room, pallets are stored on racking while a refrigerated truck waits at the door.",
        ar: "داخل غرفة تبريد يكسوها الصقيع، تُحفظ المنصات على الأرفف، وتنتظر شاحنة مبرّدة عند الباب.",
      },
    ],
  },
  {
    id: "metal-factory",
    seconds: 13,
    scenes: [
      {
        art: "metal-factory",
        from: [1.16, 0, 0.6],
        to: [1.16, 1, 0.5],
        en: "Steel coils feed the automated roll-forming line that shapes racking uprights, tended by a robotic arm and the factory team.",
        ar: "لفائف الحديد تغذي خط التشكيل الآلي الذي يصنع قوائم الأرفف، بمساعدة ذراع آلية وفريق المصنع.",
      },
      {
        art: "racking-systems",
        from: [1.02, 0.5, 0.5],
        to: [1.18, 0.62, 1],
        en: "The finished racking at work: rows of loaded pallet racking beside a mezzanine, with a forklift in the aisle.",
        ar: "الأرفف الجاهزة في الخدمة: صفوف من أرفف المنصات المحمّلة بجوار طابق ميزانين، ورافعة شوكية في الممر.",
      },
      {
        art: "blog-racking",
        from: [1.18, 0.42, 0.5],
        to: [1, 0.5, 0.5],
        en: "Up close, the uprights and beams carry their load signs, checked by an engineer with a tablet.",
        ar: "عن قرب، تحمل القوائم والعوارض لوحات الأحمال، ويتفقدها مهندس بجهاز لوحي.",
      },
    ],
  },
  {
    id: "racking-installation",
    seconds: 16,
    scenes: [
      {
        art: "services-overview",
        from: [1, 0.5, 0.5],
        to: [1.16, 0.52, 1],
        en: "Inside the warehouse, tall pallet racking lines the walls while a forklift and a worker move the goods.",
        ar: "داخل المستودع، تصطف أرفف المنصات العالية على الجدران، بينما تنقل رافعة شوكية وعامل البضائع.",
      },
      {
        art: "racking-systems",
        from: [1.16, 1, 1],
        to: [1.16, 0, 1],
        en: "Row after row, the selective racking rises beside a new mezzanine.",
        ar: "صفاً بعد صف، ترتفع الأرفف الانتقائية بجوار طابق ميزانين جديد.",
      },
      {
        art: "storage-consultancy",
        from: [1.02, 0.5, 0.5],
        to: [1.2, 0.5, 0.6],
        en: "Two engineers, one with a tablet, check the warehouse floor plan at a table among the racking.",
        ar: "مهندسان، يحمل أحدهما جهازاً لوحياً، يراجعان مخطط المستودع على طاولة بين الأرفف.",
      },
      {
        art: "epoxy-flooring",
        from: [1.16, 0, 0.5],
        to: [1.16, 1, 0.6],
        en: "A grinding machine polishes the new epoxy floor, with its painted safety lanes and arrows.",
        ar: "آلة جلي تصقل أرضية الإيبوكسي الجديدة، بممرات السلامة والأسهم المطلية عليها.",
      },
    ],
  },
  {
    id: "smart-platform",
    seconds: 16,
    scenes: [
      {
        art: "smart-platform",
        from: [1, 0.5, 0.5],
        to: [1.14, 0.5, 1],
        en: "In the control room, large screens show demand forecasts, stock levels and truck routes on a map.",
        ar: "في غرفة التحكم، تعرض الشاشات الكبيرة توقعات الطلب ومستويات المخزون ومسارات الشاحنات على الخريطة.",
      },
      {
        art: "integrated-logistics",
        from: [1.16, 0, 0.5],
        to: [1.16, 1, 0.55],
        en: "Trucks leave the distribution warehouse on routes that link the delivery points on the map.",
        ar: "شاحنات تنطلق من مستودع التوزيع على مسارات تربط نقاط التسليم على الخريطة.",
      },
      {
        art: "blog-ai-warehouse",
        from: [1.18, 0.42, 0.55],
        to: [1.02, 0.5, 0.5],
        en: "In the warehouse, robots carry shelves across the floor while a drone scans the stock on the racking.",
        ar: "في المستودع، تنقل الروبوتات الرفوف عبر الأرضية، بينما تمسح طائرة مسيّرة المخزون على الأرفف.",
      },
      {
        art: "news-platform-launch",
        from: [1.2, 0.6, 0.4],
        to: [1, 0.5, 0.5],
        en: "On stage, a presenter shows the platform's dashboard to an audience.",
        ar: "على المسرح، يعرض متحدث لوحة مؤشرات المنصة أمام الحضور.",
      },
    ],
  },
];

/* ------------------------------------------------------------------------------------------- */
/* Timing                                                                                      */

interface Timing {
  frames: number;
  /** Each scene's first frame and length in frames (neighbours overlap by `fadeFrames`). */
  starts: number[];
  lengths: number[];
}

function timing(video: Video): Timing {
  const frames = video.seconds * fps;
  const count = video.scenes.length;
  const shown = frames + (count - 1) * fadeFrames;
  const lengths = video.scenes.map(
    (_, i) => Math.floor(shown / count) + (i < shown % count ? 1 : 0),
  );
  const starts = lengths.map((_, i) =>
    lengths.slice(0, i).reduce((sum, length) => sum + length - fadeFrames, 0),
  );
  for (const length of lengths) {
    if (length < 4 * fps || length > 5 * fps) {
      throw new Error(`${video.id}: a scene lasts ${length / fps} s, not 4 to 5 s`);
    }
  }
  return { frames, starts, lengths };
}

/** Eases in and out, but never stops dead: part linear, part smoothstep. */
function ease(t: number): number {
  const smooth = t * t * (3 - 2 * t);
  return 0.35 * t + 0.65 * smooth;
}

const smoothstep = (t: number) => t * t * (3 - 2 * t);

/* ------------------------------------------------------------------------------------------- */
/* Frames                                                                                      */

async function rasterise(art: IllustrationId): Promise<Buffer> {
  const { svg } = illustration(art);
  return sharp(Buffer.from(svg), { density: (72 * sourceWidth) / 1600 })
    .resize(sourceWidth, sourceHeight, { fit: "fill" })
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .raw()
    .toBuffer();
}

interface Taps {
  /** Per output pixel, the first source index and the weights of the consecutive source pixels. */
  first: Int32Array;
  count: Int32Array;
  weights: Float32Array;
  stride: number;
}

/**
 * Resampling weights for one axis, with a Catmull-Rom kernel stretched to the scale (so it also
 * filters when shrinking): the window starts at a fractional source position, so the motion
 * glides instead of stepping a whole source pixel at a time.
 */
function taps(outSize: number, start: number, scale: number, sourceSize: number): Taps {
  const stretch = Math.max(1, scale);
  const radius = 2 * stretch;
  const stride = Math.ceil(radius * 2) + 2;
  const first = new Int32Array(outSize);
  const count = new Int32Array(outSize);
  const weights = new Float32Array(outSize * stride);
  for (let o = 0; o < outSize; o++) {
    const centre = start + (o + 0.5) * scale - 0.5;
    const lo = Math.max(0, Math.ceil(centre - radius));
    const hi = Math.min(sourceSize - 1, Math.floor(centre + radius));
    let total = 0;
    let n = 0;
    for (let s = lo; s <= hi && n < stride; s++, n++) {
      const w = catmullRom(Math.abs(s - centre) / stretch);
      weights[o * stride + n] = w;
      total += w;
    }
    for (let k = 0; k < n; k++) weights[o * stride + k] = (weights[o * stride + k] ?? 0) / total;
    first[o] = lo;
    count[o] = n;
  }
  return { first, count, weights, stride };
}

function catmullRom(x: number): number {
  if (x < 1) return 1.5 * x ** 3 - 2.5 * x ** 2 + 1;
  if (x < 2) return -0.5 * x ** 3 + 2.5 * x ** 2 - 4 * x + 2;
  return 0;
}

const rows = new Float32Array(sourceHeight * width * 3);

/** The window of the framing, resampled to width × height, into `out` (RGB). */
function frame(source: Buffer, framing: Framing, out: Buffer): void {
  const [zoom, x, y] = framing;
  const windowWidth = sourceWidth / zoom;
  const windowHeight = sourceHeight / zoom;
  const left = Math.min(Math.max(x * sourceWidth - windowWidth / 2, 0), sourceWidth - windowWidth);
  const top = Math.min(
    Math.max(y * sourceHeight - windowHeight / 2, 0),
    sourceHeight - windowHeight,
  );
  const across = taps(width, left, windowWidth / width, sourceWidth);
  const down = taps(height, top, windowHeight / height, sourceHeight);
  const rowFrom = down.first[0] ?? 0;
  const rowTo = (down.first[height - 1] ?? 0) + (down.count[height - 1] ?? 0);
  // Horizontal pass over the rows the window touches.
  for (let r = rowFrom; r < rowTo; r++) {
    const sourceRow = r * sourceWidth * 3;
    const row = r * width * 3;
    for (let o = 0; o < width; o++) {
      let red = 0;
      let green = 0;
      let blue = 0;
      const f = across.first[o] ?? 0;
      const n = across.count[o] ?? 0;
      const w0 = o * across.stride;
      for (let k = 0; k < n; k++) {
        const w = across.weights[w0 + k] ?? 0;
        const i = sourceRow + (f + k) * 3;
        red += (source[i] ?? 0) * w;
        green += (source[i + 1] ?? 0) * w;
        blue += (source[i + 2] ?? 0) * w;
      }
      rows[row + o * 3] = red;
      rows[row + o * 3 + 1] = green;
      rows[row + o * 3 + 2] = blue;
    }
  }
  // Vertical pass.
  for (let o = 0; o < height; o++) {
    const f = down.first[o] ?? 0;
    const n = down.count[o] ?? 0;
    const w0 = o * down.stride;
    const target = o * width * 3;
    for (let i = 0; i < width * 3; i++) {
      let value = 0;
      for (let k = 0; k < n; k++) {
        value += (rows[(f + k) * width * 3 + i] ?? 0) * (down.weights[w0 + k] ?? 0);
      }
      out[target + i] = Math.min(255, Math.max(0, Math.round(value)));
    }
  }
}

/** The framing with its centre moved, if need be, so the window stays inside the illustration. */
function inside([zoom, x, y]: Framing): Framing {
  const half = 0.5 / zoom;
  return [zoom, Math.min(Math.max(x, half), 1 - half), Math.min(Math.max(y, half), 1 - half)];
}

function framingAt(scene: Scene, t: number): Framing {
  // Both ends are brought inside first: clamping in between would stall the motion.
  const from = inside(scene.from);
  const to = inside(scene.to);
  const p = ease(t);
  const mix = (a: number, b: number) => a + (b - a) * p;
  // The zoom is interpolated in log space, so it feels even from start to end.
  const zoom = Math.exp(mix(Math.log(from[0]), Math.log(to[0])));
  return [zoom, mix(from[1], to[1]), mix(from[2], to[2])];
}

/** Every frame of the video, one RGB buffer at a time (the same buffer, overwritten). */
async function* frames(video: Video, sources: Buffer[]): AsyncGenerator<Buffer> {
  const { frames: total, starts, lengths } = timing(video);
  const a = Buffer.alloc(width * height * 3);
  const b = Buffer.alloc(width * height * 3);
  for (let f = 0; f < total; f++) {
    const shown = video.scenes
      .map((scene, i) => ({ scene, i }))
      .filter(({ i }) => f >= (starts[i] ?? 0) && f < (starts[i] ?? 0) + (lengths[i] ?? 0));
    const [first, second] = shown;
    if (!first) throw new Error(`${video.id}: no scene at frame ${f}`);
    const at = (i: number) => (f - (starts[i] ?? 0)) / ((lengths[i] ?? 1) - 1);
    frame(sources[first.i] as Buffer, framingAt(first.scene, at(first.i)), a);
    if (second) {
      frame(sources[second.i] as Buffer, framingAt(second.scene, at(second.i)), b);
      const mix = smoothstep((f - (starts[second.i] ?? 0) + 0.5) / fadeFrames);
      for (let i = 0; i < a.length; i++) {
        a[i] = Math.round((a[i] ?? 0) * (1 - mix) + (b[i] ?? 0) * mix);
      }
    }
    yield a;
  }
}

/* ------------------------------------------------------------------------------------------- */
/* Encoding                                                                                    */

const rawInput = [
  ...["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${width}x${height}`, "-r", String(fps)],
  ...["-i", "pipe:0"],
];
/** BT.709, limited range, tagged as such, so browsers show the brand colours as drawn. */
const colour = [
  ...["-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"],
  ...["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709"],
  ...["-color_range", "tv"],
];
/** No audio, no metadata, no timestamps or random ids in the files. */
const plain = ["-an", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"];

function webmArgs(quality: number, file: string): string[] {
  return [
    ...rawInput,
    ...colour,
    ...plain,
    ...["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", String(quality), "-row-mt", "1"],
    ...["-deadline", "good", "-cpu-used", "2", "-g", "120", "-threads", "2"],
    ...["-f", "webm", "-y", file],
  ];
}

function mp4Args(quality: number, file: string): string[] {
  return [
    ...rawInput,
    ...colour,
    ...plain,
    ...["-c:v", "libx264", "-profile:v", "high", "-preset", "slower", "-tune", "animation"],
    ...["-crf", String(quality), "-g", "120", "-threads", "2"],
    ...["-movflags", "+faststart", "-f", "mp4", "-y", file],
  ];
}

/** Streams the video's frames into one ffmpeg run. */
async function encode(video: Video, sources: Buffer[], args: string[]): Promise<void> {
  const child = spawn(ffmpeg, ["-hide_banner", "-loglevel", "error", ...args], {
    stdio: ["pipe", "inherit", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}\n${errors}`)),
    );
  });
  // A failure shows up as an exit code; a write error on its own would hide it.
  child.stdin.on("error", () => {});
  for await (const buffer of frames(video, sources)) {
    if (!child.stdin.write(buffer)) {
      await new Promise<void>((resolve) => {
        const go = () => {
          child.stdin.off("drain", go);
          child.off("close", go);
          resolve();
        };
        child.stdin.once("drain", go);
        child.once("close", go);
      });
    }
    if (child.exitCode !== null) break;
  }
  child.stdin.end();
  await done;
}

async function encodeUnder(
  video: Video,
  sources: Buffer[],
  qualities: number[],
  args: (quality: number, file: string) => string[],
  file: string,
): Promise<{ bytes: number; quality: number }> {
  for (const quality of qualities) {
    await encode(video, sources, args(quality, file));
    const { size } = await stat(file);
    if (size <= maxVideoBytes) return { bytes: size, quality };
    console.log(`  ${file.split("/").pop()}: ${kb(size)} at quality ${quality}, stepping down`);
  }
  throw new Error(`${file}: over ${kb(maxVideoBytes)} at every quality`);
}

interface Probe {
  seconds: number;
  frames: number;
  width: number;
  height: number;
}

function probe(file: string): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffprobe, [
      ...["-v", "error", "-select_streams", "v:0", "-count_frames"],
      ...["-show_entries", "format=duration:stream=width,height,nb_read_frames"],
      ...["-of", "json", file],
    ]);
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`ffprobe failed on ${file}`));
      const json = JSON.parse(out) as {
        format: { duration: string };
        streams: { width: number; height: number; nb_read_frames: string }[];
      };
      const stream = json.streams[0];
      if (!stream) return reject(new Error(`${file}: no video stream`));
      resolve({
        seconds: Number(json.format.duration),
        frames: Number(stream.nb_read_frames),
        width: stream.width,
        height: stream.height,
      });
    });
  });
}

async function poster(video: Video, sources: Buffer[], file: string): Promise<number> {
  const { value: first } = await frames(video, sources).next();
  if (!first) throw new Error(`${video.id}: no first frame`);
  for (const quality of [80, 72, 64, 56, 48, 40]) {
    const webp = await sharp(first, { raw: { width, height, channels: 3 } })
      .webp({ quality, effort: 6, smartSubsample: true })
      .toBuffer();
    if (webp.length <= maxPosterBytes) {
      await writeFile(file, webp);
      return webp.length;
    }
  }
  throw new Error(`${file}: over ${kb(maxPosterBytes)} at every quality`);
}

/* ------------------------------------------------------------------------------------------- */
/* Captions                                                                                    */

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, size = 2) => String(n).padStart(size, "0");
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** One cue per scene, changing halfway through each cross-fade. */
function captions(video: Video, language: "en" | "ar"): string {
  const { frames: total, starts } = timing(video);
  const change = (i: number) => ((starts[i] ?? 0) + fadeFrames / 2) / fps;
  const cues = video.scenes.map((scene, i) => {
    const from = i === 0 ? 0 : change(i);
    const to = i === video.scenes.length - 1 ? total / fps : change(i + 1);
    return `${i + 1}\n${timestamp(from)} --> ${timestamp(to)}\n${scene[language]}\n`;
  });
  return `WEBVTT\n\n${cues.join("\n")}`;
}

/* ------------------------------------------------------------------------------------------- */

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const wanted = process.argv.slice(2);
const chosen = wanted.length > 0 ? videos.filter((video) => wanted.includes(video.id)) : videos;
await mkdir(outDir, { recursive: true });
const measured: Record<string, { seconds: number; width: number; height: number }> = {};

for (const video of chosen) {
  const started = performance.now();
  console.log(`${video.id}: ${video.scenes.length} scenes, ${video.seconds} s`);
  const sources: Buffer[] = [];
  for (const scene of video.scenes) sources.push(await rasterise(scene.art));
  const path = (ending: string) => new URL(`${video.id}${ending}`, outDir).pathname;

  const posterBytes = await poster(video, sources, path(".poster.webp"));
  const webm = await encodeUnder(video, sources, webmQualities, webmArgs, path(".webm"));
  const mp4 = await encodeUnder(video, sources, mp4Qualities, mp4Args, path(".mp4"));
  for (const language of ["en", "ar"] as const) {
    await writeFile(path(`.${language}.vtt`), captions(video, language));
  }

  const probes = await Promise.all([probe(path(".webm")), probe(path(".mp4"))]);
  const seconds = Math.floor(Math.min(...probes.map((p) => p.seconds)));
  for (const p of probes) {
    if (p.width !== width || p.height !== height) throw new Error(`${video.id}: wrong size`);
    if (p.frames !== video.seconds * fps) throw new Error(`${video.id}: ${p.frames} frames`);
  }
  if (seconds !== video.seconds) {
    throw new Error(`${video.id}: ffprobe measures ${seconds} s, not ${video.seconds} s`);
  }
  measured[video.id] = { seconds, width, height };
  console.log(
    `  webm ${kb(webm.bytes)} (crf ${webm.quality}), mp4 ${kb(mp4.bytes)} (crf ${mp4.quality}), ` +
      `poster ${kb(posterBytes)}, ${probes.map((p) => p.seconds.toFixed(3)).join(" / ")} s, ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s to make`,
  );
}

const entries = Object.entries(measured).map(
  ([id, m]) => `  "${id}": { seconds: ${m.seconds}, width: ${m.width}, height: ${m.height} },`,
);
const generated = `// Generated by scripts/videos.ts (cd apps/site && pnpm run videos): do not edit by hand.

/** The videos of the videos page, in public/videos/: each clip's length as ffprobe measures it. */
export const videoFiles = {
${entries.join("\n")}
} as const;

export type VideoId = keyof typeof videoFiles;

export const videoIds = Object.keys(videoFiles) as [VideoId, ...VideoId[]];
`;
const previous = await readFile(filesModule, "utf8").catch(() => "");
if (chosen !== videos) console.log(`left ${filesModule.pathname} as it is (some videos only)`);
else if (previous !== generated) {
  await writeFile(filesModule, generated);
  console.log(`wrote ${filesModule.pathname}`);
}
