import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { videoPage, videos } from "./fixtures";
import { VideoGallery } from "./VideoGallery";

const { en, ar } = videos;

const meta = {
  title: "Sections/VideoGallery",
  component: VideoGallery,
  args: en,
} satisfies Meta<typeof VideoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Videos" })).toBeVisible();
    // No section heading: the video titles are the h2 under the page's h1.
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(4);
    const duration = canvas.getByText("4:12");
    await expect(duration).toHaveAttribute("datetime", "PT4M12S");
    await expect(canvas.getByText("Duration 4:12")).toBeInTheDocument();
    await expect(canvas.queryByTitle(/./)).toBeNull();
    await expect(canvasHasNoFrames()).toBe(true);
  },
};

function canvasHasNoFrames() {
  return document.querySelectorAll("iframe, video, embed, object").length === 0;
}

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: ar,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("5:20")).toHaveAttribute("datetime", "PT5M20S");
    await expect(canvas.getByText("المدة 5:20")).toBeInTheDocument();
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
