import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { imageSettled } from "../Picture/fixtures";
import { Figure } from "./Figure";
import { captionedScene } from "./fixtures";

const { en, ar } = captionedScene;

const meta = {
  title: "Primitives/Figure",
  component: Figure,
  args: { ...en, sizes: "32rem", radius: "md" },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "32rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Figure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The caption names the figure; the picture keeps its own description. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole("figure", { name: en.caption });
    const image = within(figure).getByRole<HTMLImageElement>("img", { name: en.alt });
    await expect(image).toHaveAttribute("loading", "lazy");
    await imageSettled(image);
    // The caption sits under the picture.
    const caption = figure.querySelector("figcaption");
    if (!caption) throw new Error("no caption");
    await expect(caption.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      image.getBoundingClientRect().bottom,
    );
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: ar,
  play: async ({ canvas }) => {
    const figure = canvas.getByRole("figure", { name: ar.caption });
    const image = within(figure).getByRole<HTMLImageElement>("img", { name: ar.alt });
    await imageSettled(image);
    // The caption starts at the inline start: the right edge in Arabic.
    const caption = figure.querySelector("figcaption");
    if (!caption) throw new Error("no caption");
    await expect(getComputedStyle(caption).direction).toBe("rtl");
  },
};

/** Without a caption: a figure with the picture alone. */
export const UncaptionedEnglish: Story = {
  globals: { locale: "en" },
  args: { caption: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("figcaption")).toBeNull();
    const image = canvasElement.querySelector("img");
    if (!image) throw new Error("no image");
    await imageSettled(image);
  },
};

export const UncaptionedArabic: Story = {
  ...UncaptionedEnglish,
  globals: { locale: "ar" },
  args: { ...ar, caption: undefined },
};
