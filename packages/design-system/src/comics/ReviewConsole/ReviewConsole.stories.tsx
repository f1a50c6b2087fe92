import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { text } from "../shared/storyHelpers";
import { ReviewConsole } from "./ReviewConsole";

const sections = (locale: Locale) => ({
  comments: { href: `/${locale}/review`, count: 3 },
  messages: { href: `/${locale}/review?section=messages`, count: 12 },
  applications: { href: `/${locale}/review?section=applications`, count: 0 },
  subscribers: { href: `/${locale}/review?section=subscribers`, count: 1 },
});

const section = (locale: Locale) => (
  <section aria-labelledby="console-section">
    <h2 id="console-section">{text(locale, "review.section.messages")}</h2>
  </section>
);

const meta = {
  title: "Comics/ReviewConsole",
  component: ReviewConsole,
  args: { sections: sections("en"), current: "messages", children: section("en") },
} satisfies Meta<typeof ReviewConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section is a link with its waiting count; the open one is the current page. */
const sectionsWithCounts =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: text(locale, "review.title") }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: text(locale, "review.nav.label") });
    const links = Array.from(nav.querySelectorAll("a"));
    await expect(links.map((link) => link.getAttribute("href"))).toEqual(
      Object.values(sections(locale)).map((item) => item.href),
    );
    const current = nav.querySelector('[aria-current="page"]');
    await expect(current).toHaveTextContent(text(locale, "review.section.messages"));
    await expect(current).toHaveTextContent("12");
    await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    // The menu sits at the reading start: left in English, right in Arabic.
    const heading = canvas.getByRole("heading", { level: 2 });
    if (locale === "en") {
      await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(
        heading.getBoundingClientRect().left,
      );
    } else {
      await expect(nav.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        heading.getBoundingClientRect().right,
      );
    }
  };

export const English: Story = { globals: { locale: "en" }, play: sectionsWithCounts("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { sections: sections("ar"), children: section("ar") },
  play: sectionsWithCounts("ar"),
};
