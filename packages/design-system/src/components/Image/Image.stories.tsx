import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { expect } from "storybook/test";
import { vars } from "../../tokens/theme.css";
import { Image, type ImageProps, type ImageRatio } from "./Image";

/** Storybook's controls take one flat set of props; the component requires a ratio or a size. */
type ImageArgs = Omit<ImageProps, "ratio" | "width" | "height"> & {
  ratio?: ImageRatio;
  width?: number;
  height?: number;
};
const ImageStory = Image as ComponentType<ImageArgs>;

// A self-contained picture (no network): racking bays drawn in SVG.
const racking = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#0b3d5c"/><g fill="none" stroke="#c7ab7b" stroke-width="3">${[20, 60, 100, 140].map((x) => `<path d="M${x} 10v75"/>`).join("")}${[25, 45, 65].map((y) => `<path d="M20 ${y}h120"/>`).join("")}</g></svg>`,
)}`;

const meta = {
  title: "Primitives/Image",
  component: ImageStory,
  args: {
    src: racking,
    alt: "Blue racking bays with gold beams",
    ratio: "16/9",
    radius: "md",
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "28rem", display: "grid", gap: vars.space.md }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const image = canvas.getByRole("img", { name: "Blue racking bays with gold beams" });
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("decoding", "async");
    // The box is reserved by the aspect ratio, whether or not the picture has loaded.
    const { width, height } = image.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { alt: "رفوف تخزين زرقاء بعوارض ذهبية", ratio: "4/3" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "رفوف تخزين زرقاء بعوارض ذهبية" })).toBeVisible();
  },
};

/** Intrinsic size: width and height attributes reserve the box. */
export const SizedEnglish: Story = {
  globals: { locale: "en" },
  args: { ratio: undefined, width: 320, height: 180, loading: "eager" },
  play: async ({ canvas }) => {
    const image = canvas.getByRole("img");
    await expect(image).toHaveAttribute("width", "320");
    await expect(image).toHaveAttribute("height", "180");
  },
};

/** A picture that has not arrived: the placeholder keeps its box. */
export const PlaceholderEnglish: Story = {
  globals: { locale: "en" },
  args: { src: "data:image/png;base64,", alt: "" },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector("img") as HTMLImageElement;
    await expect(image.getBoundingClientRect().height).toBeGreaterThan(200);
  },
};
