// Videos in the studio over HTTP on the production build (issue #31): a WebM or MP4 is taken by
// its bytes (a picture named .mp4 is refused), its length and frame read from the file; captions
// must be WebVTT; the published video plays on the videos page from its own address, seekable by
// ranges, with its captions in each published language.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EndpointCall, expectRoleRefusals } from "./roles";
import type { RunningServer } from "./server";
import { startStudioServer } from "./studioKit";

const people = {
  reader: "reader@example.com",
  editor: "editor@example.com",
  publisher: "publisher@example.com",
} as const;
type Person = keyof typeof people;

/** A clip another tool made (ffmpeg, for the site's first content). */
const clip = readFileSync(join(import.meta.dirname, "../public/videos/metal-factory.webm"));
const captions = (words: string) =>
  `WEBVTT\n\n00:00.000 --> 00:04.000\n${words}\n\n00:04.000 --> 00:08.000\n${words}, again\n`;

interface Answer {
  file?: string;
  seconds?: number;
  width?: number;
  height?: number;
  itemId?: string;
  versionId?: string;
  fieldErrors?: Record<string, string>;
}

describe("videos in the studio", () => {
  let server: RunningServer;
  let cookies: Record<Person, string>;

  beforeAll(async () => {
    ({ server, cookies } = await startStudioServer(people));
  }, 180_000);
  afterAll(() => server?.stop());

  const headers = (who: Person) => ({
    origin: server.url,
    cookie: cookies[who],
    "accept-language": "en",
    referer: `${server.url}/en/studio/video`,
  });
  const upload = async (bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.set("video", new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${server.url}/api/studio/videos/upload`, {
      method: "POST",
      headers: headers("editor"),
      body: form,
    });
    return { status: response.status, answer: (await response.json()) as Answer };
  };
  const post = async (path: string, body: unknown, who: Person = "editor") => {
    const response = await fetch(`${server.url}/api/studio/${path}`, {
      method: "POST",
      headers: { ...headers(who), "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, answer: (await response.json()) as Answer };
  };

  it("lets only the studio's staff upload a video", async () => {
    const call: EndpointCall = {
      method: "POST",
      path: "/api/studio/videos/upload",
      body: { video: "x" },
    };
    await expectRoleRefusals(server.url, [call], { visitor: null, reader: cookies.reader });
  });

  it("refuses a file that is not a video, whatever its name says", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const refused = await upload(png, "tour.mp4");
    expect(refused.status).toBe(422);
    expect(refused.answer.fieldErrors?.video).toBe("validation.videoType");
    // Cut short: its first bytes are a video's, but its length cannot be read.
    const cut = await upload(clip.subarray(0, 2_000), "tour.webm");
    expect(cut.status).toBe(422);
  });

  it("reads the clip's length, refuses captions that are not WebVTT, and plays what is published", async () => {
    const { status, answer: uploaded } = await upload(clip, "factory.webm");
    expect(status).toBe(201);
    expect(uploaded).toMatchObject({ seconds: 13, width: 960, height: 540 });
    const file = uploaded.file as string;

    const values = (extra: Record<string, string>) => ({
      title: "The new press line",
      slug: "the-new-press-line",
      summary: "Our second press line at work.",
      body: { type: "doc", content: [{ type: "paragraph" }] },
      video: file,
      captions: captions("A press shapes a beam"),
      position: "1",
      baseRevision: null,
      ...extra,
    });
    const bad = await post("save", {
      kind: "video",
      itemId: null,
      language: "en",
      values: values({ captions: "1\n00:00 A press" }),
    });
    expect(bad.status).toBe(422);
    expect(bad.answer.fieldErrors?.captions).toBe("validation.webVtt");

    const saved = await post("save", {
      kind: "video",
      itemId: null,
      language: "en",
      values: values({}),
    });
    expect(saved.status).toBe(200);
    const arabic = await post("save", {
      kind: "video",
      itemId: saved.answer.itemId,
      language: "ar",
      values: values({ title: "خط الكبس الجديد", captions: captions("مكبس يشكّل عارضة") }),
    });
    expect(arabic.status).toBe(200);
    // An editor asks; a publisher publishes (videos are not disclosures).
    expect((await post("publish", { versionId: saved.answer.versionId })).status).toBe(403);
    for (const versionId of [saved.answer.versionId, arabic.answer.versionId]) {
      expect((await post("publish", { versionId }, "publisher")).status).toBe(200);
    }
    const html = await (await fetch(`${server.url}/en/videos`)).text();
    expect(html).toContain(`src="/media/${file}"`);
    expect(html).toContain("The new press line");
    // Its length, read from the file, on the card: 0:13.
    expect(html).toContain("0:13");
    const item = saved.answer.itemId as string;
    expect(html).toContain(`/media/captions/${item}.en.vtt`);
    expect(html).toContain(`/media/captions/${item}.ar.vtt`);
    const vtt = await (await fetch(`${server.url}/media/captions/${item}.ar.vtt`)).text();
    expect(vtt).toContain("مكبس يشكّل عارضة");
  });

  it("serves an uploaded video by ranges, and its captions only once published", async () => {
    const { answer: uploaded } = await upload(clip, "factory.webm");
    const src = `${server.url}/media/${uploaded.file}`;
    const whole = await fetch(src);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(Number(whole.headers.get("content-length"))).toBe(clip.byteLength);
    await whole.arrayBuffer();
    const part = await fetch(src, { headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${clip.byteLength}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(clip.subarray(100, 200))).toBe(true);
    const past = await fetch(src, { headers: { range: `bytes=${clip.byteLength + 10}-` } });
    expect(past.status).toBe(416);
    await past.arrayBuffer();
    expect((await fetch(`${server.url}/media/videos/not-a-video.webm`)).status).toBe(404);
  });

  it("plays the first content's clips with their captions in both languages", async () => {
    const html = await (await fetch(`${server.url}/ar/videos`)).text();
    expect(html).toContain('src="/videos/metal-factory.webm"');
    const tracks = [...html.matchAll(/<track[^>]*src="(\/media\/captions\/[^"]+)"/g)].map(
      (match) => match[1] as string,
    );
    // The four clips and the one published above, each in both languages.
    expect(tracks).toHaveLength(10);
    const first = await fetch(`${server.url}${tracks[0]}`);
    expect(first.headers.get("content-type")).toContain("text/vtt");
    expect(await first.text()).toMatch(/^WEBVTT/);
  });
});
