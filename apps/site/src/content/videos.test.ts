import { existsSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type VideoId, videoFiles } from "./videoFiles";

/** The files scripts/videos.ts makes for each clip. */
const videosDir = new URL("../../public/videos/", import.meta.url);
const file = (name: string) => new URL(name, videosDir);
const maxVideoBytes = 800 * 1024;

/** m:ss, or h:mm:ss from an hour. */
function shownDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds / 60) % 60;
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** Seconds of a WebVTT timestamp, hh:mm:ss.ttt or mm:ss.ttt. */
function vttSeconds(stamp: string): number {
  return stamp.split(":").reduce((total, part) => total * 60 + Number(part), 0);
}

function cueEnds(vtt: string): number[] {
  return [...vtt.matchAll(/^(?:\d+:)?\d{2}:\d{2}\.\d{3} --> ((?:\d+:)?\d{2}:\d{2}\.\d{3})/gm)].map(
    (match) => vttSeconds(match[1] ?? ""),
  );
}

// The first content's clips (migration 0015 names them; the studio takes new ones): their files
// are here, each what it says it is, and the length the studio shows is the clip's.
describe("videos", () => {
  it.each(Object.keys(videoFiles) as VideoId[])(
    "%s: files exist as what they say they are",
    (id) => {
      expect(shownDuration(videoFiles[id].seconds)).toMatch(/^\d+:\d{2}$/);
      for (const ending of [".webm", ".mp4", ".poster.webp", ".en.vtt", ".ar.vtt"]) {
        expect(existsSync(file(`${id}${ending}`)), `${id}${ending}`).toBe(true);
      }
      for (const ending of [".webm", ".mp4"]) {
        expect(statSync(file(`${id}${ending}`)).size, `${id}${ending}`).toBeLessThan(maxVideoBytes);
      }

      const mp4 = readFileSync(file(`${id}.mp4`));
      expect(mp4.subarray(4, 8).toString("latin1")).toBe("ftyp");
      const webm = readFileSync(file(`${id}.webm`));
      expect([...webm.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      const webp = readFileSync(file(`${id}.poster.webp`));
      expect(webp.subarray(0, 4).toString("latin1")).toBe("RIFF");
      expect(webp.subarray(8, 12).toString("latin1")).toBe("WEBP");
    },
  );

  it("the first content names every clip, with its captions in both languages", () => {
    const migration = readFileSync(
      new URL("../../drizzle/0015_editorial_videos.sql", import.meta.url),
      "utf8",
    );
    // Each version twice: in its revision and in what visitors see.
    for (const id of Object.keys(videoFiles)) {
      expect(migration.match(new RegExp(`"video":"seed/${id}"`, "g"))?.length, id).toBe(4);
    }
    expect(migration.match(/"captions":"WEBVTT/g)?.length).toBe(16);
  });

  it.each(Object.keys(videoFiles) as VideoId[])("%s: captions fit the clip", (id) => {
    const { seconds } = videoFiles[id];
    for (const language of ["en", "ar"]) {
      const vtt = readFileSync(file(`${id}.${language}.vtt`), "utf8");
      expect(vtt.startsWith("WEBVTT"), `${id}.${language}.vtt`).toBe(true);
      const ends = cueEnds(vtt);
      expect(ends.length, `${id}.${language}.vtt`).toBeGreaterThan(0);
      expect(Math.max(...ends), `${id}.${language}.vtt`).toBeLessThanOrEqual(seconds);
    }
    const arabic = readFileSync(file(`${id}.ar.vtt`), "utf8");
    expect(arabic).toMatch(/[\u0621-\u064A]/);
    expect(arabic).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });
});
