import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { resultsIn } from "../comicMeta/storyFixtures";
import { text } from "../shared/storyHelpers";
import { SearchResults } from "./SearchResults";

const argsIn = (locale: Locale) => ({
  query: locale === "en" ? "courier" : "ساعي",
  total: 23,
  results: resultsIn(locale),
  page: 2,
  pageCount: 8,
  hrefFor: (page: number) => `/${locale}/comics/search?q=courier&page=${page}`,
  clearHref: `/${locale}/comics/search`,
});

const meta = {
  title: "Comics/SearchResults",
  component: SearchResults,
  args: argsIn("en"),
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "48rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const results =
  (locale: Locale, heading: string, first: string, latest: string): Story["play"] =>
  async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(heading);
    const list = canvas.getAllByRole("list")[0] as HTMLElement;
    await expect(list.tagName).toBe("OL");
    await expect(list.children).toHaveLength(3);
    const card = within(list.children[0] as HTMLElement);
    await expect(card.getByRole("heading", { level: 3, name: first })).toBeVisible();
    await expect(card.getByRole("link", { name: latest })).toHaveAttribute(
      "href",
      `/${locale}/comics/the-night-courier/12`,
    );
    // The other name keeps its own language, isolated.
    const other = (list.children[0] as HTMLElement).querySelector("p bdi");
    await expect(other).toHaveAttribute("lang", locale === "en" ? "ar" : "en");
    // Pagination: a named nav, the current page marked, neighbours linked by hrefFor.
    const nav = canvas.getByRole("navigation", { name: text(locale, "shell.pagination.label") });
    const links = within(nav).getAllByRole("link");
    await expect(links.filter((link) => link.getAttribute("aria-current") === "page")).toHaveLength(
      1,
    );
    await expect(
      within(nav).getByRole("link", { name: text(locale, "shell.pagination.next") }),
    ).toHaveAttribute("href", `/${locale}/comics/search?q=courier&page=3`);
    // The arrows point along the reading direction: mirrored in rtl.
    const arrow = nav.querySelector("svg") as SVGElement;
    await expect(getComputedStyle(arrow).transform === "none").toBe(locale === "en");
  };

export const English: Story = {
  globals: { locale: "en" },
  play: results("en", "23 results for “courier”", "The Night Courier", "Latest: Chapter 12"),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: argsIn("ar"),
  play: results("ar", "23 نتيجة للبحث عن «ساعي»", "ساعي الليل", "آخر فصل: الفصل 12"),
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

export const EmptyEnglish: Story = {
  globals: { locale: "en" },
  args: { total: 0, results: [], page: 1, pageCount: 0 },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 2 });
    await expect(heading).toHaveTextContent("0 results for “courier”");
    // The search, in any script, is isolated within the sentence.
    await expect(heading.querySelector("bdi")).toHaveTextContent(/^courier$/);
    await expect(canvas.getByText("No comics match your search")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Clear filters" })).toHaveAttribute(
      "href",
      "/en/comics/search",
    );
    await expect(canvas.queryByRole("navigation")).toBeNull();
  },
};

export const EmptyArabic: Story = {
  globals: { locale: "ar" },
  args: { ...argsIn("ar"), total: 0, results: [], page: 1, pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(
      "لا توجد نتائج للبحث عن «ساعي»",
    );
    await expect(canvas.getByRole("link", { name: "مسح عوامل التصفية" })).toBeVisible();
  },
};

/** Nothing matches and the app has the ask-for-a-comic page: it is offered after the filters. */
const offersAsking =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    await expect(canvas.getByText(text(locale, "comics.request.body"))).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: text(locale, "comics.request.title") }),
    ).toHaveAttribute("href", `/${locale}/ask-for-comic`);
  };

export const EmptyAskEnglish: Story = {
  globals: { locale: "en" },
  args: { total: 0, results: [], page: 1, pageCount: 0, askHref: "/en/ask-for-comic" },
  play: offersAsking("en"),
};

export const EmptyAskArabic: Story = {
  globals: { locale: "ar" },
  args: {
    ...argsIn("ar"),
    total: 0,
    results: [],
    page: 1,
    pageCount: 0,
    askHref: "/ar/ask-for-comic",
  },
  play: offersAsking("ar"),
};
