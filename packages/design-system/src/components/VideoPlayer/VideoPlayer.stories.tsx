import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { clip, clipMp4Url, playerAtRest, trackSettled } from "./fixtures";
import { VideoPlayer } from "./VideoPlayer";

const { en, ar } = clip;

const meta = {
  title: "Primitives/VideoPlayer",
  component: VideoPlayer,
  args: en,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "40rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

function videoIn(canvasElement: HTMLElement): HTMLVideoElement {
  const video = canvasElement.querySelector("video");
  if (!video) throw new Error("no video element");
  return video;
}

/** Native controls, nothing fetched but the poster, captions in both languages. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const video = videoIn(canvasElement);
    await expect(video).toHaveAccessibleName(en.title);
    await expect(video.controls).toBe(true);
    await expect(video).toHaveAttribute("preload", "none");
    await expect(video).toHaveAttribute("playsinline");
    await expect(video).toHaveAttribute("width", "320");
    await expect(video).toHaveAttribute("height", "180");
    await expect(video.poster).toContain("poster");
    // WebM first, then MP4.
    await expect(
      [...video.querySelectorAll("source")].map((source) => source.getAttribute("type")),
    ).toEqual(["video/webm", "video/mp4"]);
    const tracks = [...video.querySelectorAll("track")];
    await expect(tracks.map((track) => [track.kind, track.srclang, track.default])).toEqual([
      ["captions", "en", true],
      ["captions", "ar", false],
    ]);
    // The page's language is shown by default, and its WebVTT file parses (two cues).
    const [english] = tracks;
    if (!english) throw new Error("no English track");
    await trackSettled(english);
    await expect(english.readyState).toBe(HTMLTrackElement.LOADED);
    await expect(english.track.mode).toBe("showing");
    await expect(english.track.cues?.length).toBe(2);
    // The box is reserved (16:9 of the column) though no metadata has loaded.
    await expect(video.readyState).toBe(HTMLMediaElement.HAVE_NOTHING);
    const { width, height } = video.getBoundingClientRect();
    await expect(width).toBe(640);
    await expect(Math.round((width / height) * 9)).toBe(16);
    // A browser without video says so and offers the MP4.
    const fallback = video.querySelector("a");
    await expect(fallback).toHaveAttribute("href", clipMp4Url);
    await expect(fallback).toHaveTextContent("Download the video (MP4)");
    // In the tab order (the native controls), and the focus shows.
    await expect(video.tabIndex).toBe(0);
    video.focus();
    await expect(video).toHaveFocus();
    await expect(video.matches(":focus-visible")).toBe(true);
    await expect(getComputedStyle(video).outlineStyle).toBe("solid");
    video.blur();
    await playerAtRest(video);
    await expect(video.networkState).toBe(HTMLMediaElement.NETWORK_IDLE);
  },
};

/** Arabic page: the controls stay left to right (media, not text); Arabic captions by default. */
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: ar,
  play: async ({ canvasElement }) => {
    const video = videoIn(canvasElement);
    await expect(video).toHaveAccessibleName(ar.title);
    await expect(getComputedStyle(video).direction).toBe("ltr");
    const arabic = [...video.querySelectorAll("track")].filter((track) => track.default);
    await expect(arabic.map((track) => track.srclang)).toEqual(["ar"]);
    const [track] = arabic;
    if (!track) throw new Error("no Arabic track");
    await trackSettled(track);
    await expect(track.track.cues?.[0]).toHaveProperty("text", "تشرق الشمس فوق الوادي.");
    // The fallback is written in the page's language and direction.
    const fallback = video.querySelector("p");
    await expect(fallback).toHaveAttribute("dir", "rtl");
    await expect(fallback).toHaveTextContent("لا يستطيع متصفحك تشغيل هذا الفيديو.");
    await playerAtRest(video);
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** On a phone the player takes the width there is, never more. */
export const MobileEnglish: Story = {
  globals: { locale: "en" },
  args: en,
  parameters: { viewport: "mobile" },
  play: async ({ canvasElement }) => {
    const video = videoIn(canvasElement);
    await expect(video).toHaveAccessibleName(en.title);
    await expect(video.getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().width,
    );
    await playerAtRest(video);
  },
};
