import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { imageSettled } from "../../components/Picture/fixtures";
import { playerAtRest } from "../../components/VideoPlayer/fixtures";
import { videoPage, videos, withVideos } from "./fixtures";
import { VideoGallery } from "./VideoGallery";

const { en, ar } = videos;

const meta = {
  title: "Sections/VideoGallery",
  component: VideoGallery,
  args: en,
} satisfies Meta<typeof VideoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No play icon, no duration, no player: nothing in the card promises playback. */
async function expectNoPlayAffordance(card: HTMLElement) {
  await expect(card.querySelector("video, iframe, embed, object")).toBeNull();
  await expect(card.querySelector("svg")).toBeNull();
  await expect(card.querySelector("time")).toBeNull();
  await expect(within(card).queryByText(/^Duration|^المدة/)).toBeNull();
}

/** Cards without videos (none yet): titles and descriptions only, nothing that looks playable. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Videos" })).toBeVisible();
    // No section heading: the video titles are the h2 under the page's h1.
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(4);
    const cards = canvas.getAllByRole("listitem");
    await expect(cards).toHaveLength(4);
    for (const card of cards) await expectNoPlayAffordance(card);
    await expect(canvas.queryByText("4:12")).toBeNull();
    await expect(canvas.queryByTitle(/./)).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: ar,
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole("listitem");
    for (const card of cards) await expectNoPlayAffordance(card);
    await expect(canvas.getByRole("heading", { name: ar.items[3]?.title })).toBeVisible();
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** With a section heading and links to each video's page. */
export const LinkedEnglish: Story = {
  globals: { locale: "en" },
  args: {
    heading: videoPage.en.heading,
    items: en.items
      .slice(0, 3)
      .map((video, index) => ({ ...video, href: `${videoPage.en.href}#${index}` })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: en.items[0]?.title })).toHaveAttribute(
      "href",
      `${videoPage.en.href}#0`,
    );
  },
};

/** Each card's player, named by its title; the video's duration under it. */
async function expectPlayers(canvasElement: HTMLElement, titles: readonly string[]) {
  const cards = within(canvasElement).getAllByRole("listitem");
  const players = [...canvasElement.querySelectorAll("video")];
  await expect(players).toHaveLength(titles.length);
  for (const [index, title] of titles.entries()) {
    const card = cards[index];
    const player = players[index];
    if (!card || !player) throw new Error(`no card or player for ${title}`);
    await expect(card).toContainElement(player);
    await expect(player).toHaveAccessibleName(title);
    await expect(player.controls).toBe(true);
    await expect(player).toHaveAttribute("preload", "none");
    // The player fills the card's 16:9 frame.
    const { width, height } = player.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
    await playerAtRest(player);
  }
  // The cards without a video promise nothing (the third shows its poster, a plain picture).
  for (const card of cards.slice(titles.length)) await expectNoPlayAffordance(card);
  for (const poster of canvasElement.querySelectorAll("img")) await imageSettled(poster);
}

/** The first two cards play their video in place; the other two have none yet. */
export const WithVideoEnglish: Story = {
  globals: { locale: "en" },
  args: withVideos("en"),
  play: async ({ canvas, canvasElement }) => {
    await expectPlayers(canvasElement, [en.items[0]?.title ?? "", en.items[1]?.title ?? ""]);
    const duration = canvas.getByText("4:12");
    await expect(duration).toHaveAttribute("datetime", "PT4M12S");
    await expect(canvas.getByText("Duration 4:12")).toBeInTheDocument();
    await expect(canvas.queryByText("2:38")).toBeNull();
    // The captions: English shown by default, Arabic in the menu.
    const tracks = canvasElement.querySelectorAll("video")[0]?.querySelectorAll("track") ?? [];
    await expect([...tracks].map((track) => [track.srclang, track.default])).toEqual([
      ["en", true],
      ["ar", false],
    ]);
  },
};

export const WithVideoArabic: Story = {
  globals: { locale: "ar" },
  args: withVideos("ar"),
  play: async ({ canvas, canvasElement }) => {
    await expectPlayers(canvasElement, [ar.items[0]?.title ?? "", ar.items[1]?.title ?? ""]);
    await expect(canvas.getByText("3:05")).toHaveAttribute("datetime", "PT3M5S");
    await expect(canvas.getByText("المدة 3:05")).toBeInTheDocument();
    // The players' controls are never mirrored.
    for (const player of canvasElement.querySelectorAll("video")) {
      await expect(getComputedStyle(player).direction).toBe("ltr");
    }
  },
};

export const WithVideoMobileArabic: Story = {
  ...WithVideoArabic,
  parameters: { viewport: "mobile" },
};

/** A card with a video and a page: the title links there, but no link covers the player. */
export const WithVideoLinkedEnglish: Story = {
  globals: { locale: "en" },
  args: {
    heading: videoPage.en.heading,
    items: withVideos("en")
      .items.slice(0, 3)
      .map((video, index) => ({ ...video, href: `${videoPage.en.href}#${index}` })),
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole("link", { name: en.items[0]?.title });
    await expect(link).toHaveAttribute("href", `${videoPage.en.href}#0`);
    // The player takes the clicks on its own box: the topmost element at its centre is the video.
    const player = canvasElement.querySelector("video");
    if (!player) throw new Error("no player");
    const box = player.getBoundingClientRect();
    await expect(
      document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
    ).toBe(player);
    for (const video of canvasElement.querySelectorAll("video")) await playerAtRest(video);
  },
};
