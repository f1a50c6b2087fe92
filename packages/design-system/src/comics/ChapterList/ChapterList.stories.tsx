import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { text } from "../shared/storyHelpers";
import { ChapterList, type ChapterSummary } from "./ChapterList";

const titles = {
  en: ["The sealed parcel", "Rooftops at midnight", "The old warehouse", "Before dawn"],
  ar: ["الطرد المختوم", "فوق الأسطح عند منتصف الليل", "المستودع القديم", "قبل الفجر"],
} as const;

const chaptersIn = (locale: Locale): ChapterSummary[] =>
  titles[locale].map((title, index) => ({
    number: index + 1,
    title,
    date: `2025-0${index + 2}-1${index}`,
    href: `/${locale}/comics/the-night-courier/${index + 1}`,
  }));

const meta = {
  title: "Comics/ChapterList",
  component: ChapterList,
  args: { chapters: chaptersIn("en"), currentNumber: 3 },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "40rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChapterList>;

export default meta;
type Story = StoryObj<typeof meta>;

const lists =
  (locale: Locale, chapterLabel: (n: number) => string, date: string): Story["play"] =>
  async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: text(locale, "comics.field.chapters") });
    await expect(list.tagName).toBe("OL");
    const links = within(list).getAllByRole("link");
    await expect(links).toHaveLength(4);
    const current = links[2] as HTMLElement;
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toHaveTextContent(chapterLabel(3));
    await expect(current).toHaveTextContent(text(locale, "comics.chapter.current"));
    await expect(current).toHaveAttribute("href", `/${locale}/comics/the-night-courier/3`);
    await expect(links.filter((link) => link.hasAttribute("aria-current"))).toHaveLength(1);
    await expect(within(list).getByText(date)).toHaveAttribute("datetime", "2025-02-10");
  };

export const English: Story = {
  globals: { locale: "en" },
  play: lists("en", (n) => `Chapter ${n}`, "February 10, 2025"),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { chapters: chaptersIn("ar") },
  play: lists("ar", (n) => `الفصل ${n}`, "10 فبراير 2025"),
};

export const MobileArabic: Story = {
  ...Arabic,
  parameters: { viewport: "mobile" },
};
