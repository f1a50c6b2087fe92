import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { vars } from "../../tokens/theme.css";
import { imageSettled, scene } from "./fixtures";
import { Picture } from "./Picture";

const { en, ar } = scene;

const meta = {
  title: "Primitives/Picture",
  component: Picture,
  args: { ...en, sizes: "28rem", radius: "md" },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "28rem", display: "grid", gap: vars.space.md }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture's `<source>` elements, in order. */
const sourcesOf = (image: HTMLElement) =>
  [...(image.closest("picture")?.querySelectorAll("source") ?? [])].map((source) => ({
    type: source.getAttribute("type"),
    sizes: source.getAttribute("sizes"),
  }));

/** Lazy by default: AVIF then WebP, the intrinsic size reserving a 16:10 box. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>("img", { name: en.alt });
    await expect(image).toHaveAttribute("width", "800");
    await expect(image).toHaveAttribute("height", "500");
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("decoding", "async");
    await expect(image).not.toHaveAttribute("fetchpriority");
    await expect(sourcesOf(image)).toEqual([
      { type: "image/avif", sizes: "28rem" },
      { type: "image/webp", sizes: "28rem" },
    ]);
    // The box is the attributes' ratio, scaled to the column, before and after the load.
    const before = image.getBoundingClientRect();
    await expect(Math.round((before.width / before.height) * 10)).toBe(16);
    await imageSettled(image);
    // Chromium takes the first encoding it supports, at the width it needs (28rem = 448 px).
    await expect(image.currentSrc).toMatch(/scene-480\.avif/);
    const after = image.getBoundingClientRect();
    await expect(after.height).toBe(before.height);
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: ar,
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>("img", { name: ar.alt });
    await imageSettled(image);
    await expect(image.naturalWidth).toBeGreaterThan(0);
    // The picture is not mirrored: a photograph has no reading direction.
    await expect(getComputedStyle(image).transform).toBe("none");
  },
};

/** The page's largest picture above the fold: eager, fetched first, decoded in sync. */
export const PriorityEnglish: Story = {
  globals: { locale: "en" },
  args: { priority: true, sizes: undefined, radius: "lg" },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>("img", { name: en.alt });
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).toHaveAttribute("decoding", "sync");
    // Default sizes: the viewport's width (1280 px), so the widest file.
    await expect(sourcesOf(image).map((source) => source.sizes)).toEqual(["100vw", "100vw"]);
    await imageSettled(image);
    await expect(image.currentSrc).toMatch(/scene-800\.avif/);
  },
};

/** Cropped to 16:9 in a card: the attributes still say the file's size. */
export const CroppedArabic: Story = {
  globals: { locale: "ar" },
  args: { ...ar, ratio: "16/9", radius: "none" },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>("img", { name: ar.alt });
    await imageSettled(image);
    const { width, height } = image.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
    await expect(getComputedStyle(image).objectFit).toBe("cover");
  },
};
