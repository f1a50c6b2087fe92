import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { fullPage, PageContent } from "../storyFixtures";
import { LoadingBar } from "./LoadingBar";

const meta = {
  title: "Shell/LoadingBar",
  component: LoadingBar,
  args: { loading: true },
  // Fixed to the top of the viewport: captured with the whole page.
  parameters: { layout: "fullscreen" },
  decorators: [fullPage],
  render: (args) => (
    <>
      <LoadingBar {...args} />
      <div style={{ padding: "2rem 1rem" }}>
        <PageContent />
      </div>
    </>
  ),
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = { en: "Loading page", ar: "جارٍ تحميل الصفحة" } as const;

const loadingPlay =
  (locale: keyof typeof names): Story["play"] =>
  async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: names[locale] });
    const box = bar.getBoundingClientRect();
    await expect(box.top).toBe(0);
    await expect(box.width).toBe(window.innerWidth);
    // Gold: #c7ab7b.
    await expect(getComputedStyle(bar.firstElementChild as Element).backgroundColor).toBe(
      "rgb(199, 171, 123)",
    );
  };

export const English: Story = { globals: { locale: "en" }, play: loadingPlay("en") };
export const Arabic: Story = { globals: { locale: "ar" }, play: loadingPlay("ar") };

/** Idle: nothing rendered, nothing announced. */
export const IdleEnglish: Story = {
  globals: { locale: "en" },
  args: { loading: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("progressbar")).toBeNull();
  },
};
export const IdleArabic: Story = { ...IdleEnglish, globals: { locale: "ar" } };
