import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { text } from "../../comics/shared/storyHelpers";
import { StudioFrame, StudioNewItemLink, type StudioSection } from "./StudioFrame";

const sections = (locale: Locale): StudioSection[] => [
  { id: "news", href: `/${locale}/studio/news` },
  { id: "blog", href: `/${locale}/studio/blog` },
  { id: "job", href: `/${locale}/studio/job` },
  { id: "faq", href: `/${locale}/studio/faq` },
  // A later kind: one more entry, with its catalog name.
  { id: "board", href: `/${locale}/studio/board`, label: "studio.frame.kind.board" },
];

const content = (
  <p style={{ margin: 0, padding: "2rem", border: "1px dashed #4a5866", borderRadius: 8 }}>…</p>
);

const meta = {
  title: "Studio/StudioFrame",
  component: StudioFrame,
  args: {
    sections: sections("en"),
    current: "blog",
    newItem: <StudioNewItemLink href="/en/studio/blog/new" />,
    children: content,
  },
} satisfies Meta<typeof StudioFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const frame =
  (locale: Locale, layout: "side" | "stacked"): Story["play"] =>
  async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: text(locale, "studio.frame.title") }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: text(locale, "studio.frame.nav") });
    const links = Array.from(nav.querySelectorAll("a"));
    await expect(links.map((link) => link.textContent)).toEqual([
      text(locale, "studio.frame.kind.news"),
      text(locale, "studio.frame.kind.blog"),
      text(locale, "studio.frame.kind.job"),
      text(locale, "studio.frame.kind.faq"),
      text(locale, "studio.frame.kind.board"),
    ]);
    await expect(links.map((link) => link.getAttribute("href"))).toEqual(
      sections(locale).map((section) => section.href),
    );
    const currents = nav.querySelectorAll('[aria-current="page"]');
    await expect(currents).toHaveLength(1);
    await expect(currents[0]).toHaveTextContent(text(locale, "studio.frame.kind.blog"));
    // The content is a region named by its heading, the current kind.
    const heading = canvas.getByRole("heading", {
      level: 2,
      name: text(locale, "studio.frame.kind.blog"),
    });
    await expect(
      canvas.getByRole("region", { name: text(locale, "studio.frame.kind.blog") }),
    ).toContainElement(heading);
    const newItem = canvas.getByRole("link", { name: text(locale, "studio.frame.newItem") });
    await expect(newItem).toHaveAttribute("href", `/${locale}/studio/blog/new`);
    await expect(canvas.getByText(text(locale, "studio.frame.timeZone"))).toBeVisible();
    // Keyboard: the kinds come before the content's actions.
    links[0]?.focus();
    await expect(links[0]).toHaveFocus();
    links[0]?.blur();
    const navBox = nav.getBoundingClientRect();
    const headingBox = heading.getBoundingClientRect();
    if (layout === "stacked") {
      await expect(navBox.bottom).toBeLessThanOrEqual(headingBox.top);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    } else if (locale === "en") {
      await expect(navBox.right).toBeLessThanOrEqual(headingBox.left);
    } else {
      await expect(navBox.left).toBeGreaterThanOrEqual(headingBox.right);
    }
  };

export const English: Story = { globals: { locale: "en" }, play: frame("en", "side") };

const arabicArgs = {
  sections: sections("ar"),
  newItem: <StudioNewItemLink href="/ar/studio/blog/new" />,
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: arabicArgs,
  play: frame("ar", "side"),
};

/** On a phone the kinds wrap above the content. */
export const ArabicPhone: Story = {
  globals: { locale: "ar" },
  args: arabicArgs,
  parameters: { viewport: "mobile" },
  play: frame("ar", "stacked"),
};
