import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { text } from "../../comics/shared/storyHelpers";
import { newsItems, say } from "../shared/studioStoryFixtures";
import { StudioItemList } from "./StudioItemList";

const listArgs = (locale: Locale) => ({
  kind: "news" as const,
  items: newsItems(locale),
  total: 9,
  filterAction: `/${locale}/studio/news`,
  clearFiltersHref: `/${locale}/studio/news`,
  pagination: {
    page: 2,
    pageCount: 3,
    previousHref: `/${locale}/studio/news?page=1`,
    nextHref: `/${locale}/studio/news?page=3`,
  },
});

const meta = {
  title: "Studio/StudioItemList",
  component: StudioItemList,
  args: listArgs("en"),
} satisfies Meta<typeof StudioItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filter form, the table with its columns and fallbacks, and the pages. */
const list =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    // Filters: a GET search form with labelled fields.
    const form = canvas.getByRole("search", { name: text(locale, "studio.list.filters") });
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", `/${locale}/studio/news`);
    const search = canvas.getByRole("searchbox", { name: text(locale, "studio.list.search") });
    await expect(search).toHaveAttribute("name", "q");
    const state = canvas.getByRole("combobox", { name: text(locale, "studio.list.stateFilter") });
    await expect(within(state).getAllByRole("option")).toHaveLength(8);
    await expect(
      within(state).getByRole("option", { name: text(locale, "studio.list.stateOutdated") }),
    ).toHaveAttribute("value", "outdated");
    const language = canvas.getByRole("combobox", {
      name: text(locale, "studio.list.languageFilter"),
    });
    await expect(language).toHaveValue("");
    // No filter: nothing to clear.
    await expect(
      canvas.queryByRole("link", { name: text(locale, "studio.list.clear") }),
    ).toBeNull();

    const table = canvas.getByRole("table", {
      name: say(locale, "studio.list.caption", { kind: "news" }),
    });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    await expect(headers).toEqual([
      text(locale, "studio.list.column.title"),
      text(locale, "studio.list.column.state"),
      text(locale, "studio.list.column.changed"),
    ]);
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(4);
    // Titles link to the editor, in the interface language, else the other one (marked `lang`).
    const titles = rows.map((row) => within(row).getByRole("link"));
    await expect(titles.map((link) => link.getAttribute("href"))).toEqual(
      ["n1", "n2", "n3", "n4"].map((id) => `/${locale}/studio/news/${id}`),
    );
    await expect(titles.map((link) => link.getAttribute("lang"))).toEqual(
      locale === "en" ? ["en", "en", "en", "ar"] : ["ar", "en", "ar", "ar"],
    );
    // Each row: the two languages' states; the outdated English version of n3 is flagged.
    for (const row of rows) await expect(within(row).getAllByRole("listitem")).toHaveLength(2);
    await expect(
      within(rows[2] as HTMLElement).getByText(text(locale, "studio.state.outdated")),
    ).toBeVisible();
    // The last change: Riyadh time and who (21:30 UTC on the 27th is the 28th in Riyadh).
    const changed = rows[1]?.querySelector("time");
    await expect(changed).toHaveAttribute("datetime", "2025-05-27T21:30:00Z");
    await expect(changed).toHaveTextContent(
      locale === "en" ? "May 28, 2025, 12:30 AM" : "28 مايو 2025، 12:30 ص",
    );
    await expect(rows[1]).toHaveTextContent(
      locale === "en" ? "by Omar Nasser" : "بواسطة Omar Nasser",
    );

    const pages = canvas.getByRole("navigation", { name: text(locale, "studio.list.pagination") });
    await expect(
      within(pages).getByText(locale === "en" ? "Page 2 of 3" : "الصفحة 2 من 3"),
    ).toHaveAttribute("aria-current", "page");
    await expect(
      within(pages).getByRole("link", { name: text(locale, "studio.list.previous") }),
    ).toHaveAttribute("href", `/${locale}/studio/news?page=1`);
    await expect(
      within(pages).getByRole("link", { name: text(locale, "studio.list.next") }),
    ).toHaveAttribute("href", `/${locale}/studio/news?page=3`);
  };

export const English: Story = { globals: { locale: "en" }, play: list("en") };
export const Arabic: Story = { globals: { locale: "ar" }, args: listArgs("ar"), play: list("ar") };

/** At 375 px the table scrolls sideways in a focusable region named by its caption. */
export const ArabicPhone: Story = {
  globals: { locale: "ar" },
  args: listArgs("ar"),
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", {
      name: say("ar", "studio.list.caption", { kind: "news" }),
    });
    await expect(region).toHaveAttribute("tabindex", "0");
    region.focus();
    await expect(region).toHaveFocus();
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The screenshot is of the page as it opens.
    region.blur();
    window.scrollTo(0, 0);
  },
};

/** Filters that match nothing: said so, with a way back to the whole list. */
export const EnglishNoMatch: Story = {
  globals: { locale: "en" },
  args: {
    items: [],
    total: 0,
    filters: { q: "board", state: "outdated", language: "ar" },
    pagination: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("en", "studio.list.noMatch"))).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(
      canvas.getByRole("link", { name: text("en", "studio.list.clear") }),
    ).toHaveAttribute("href", "/en/studio/news");
    // The form shows the current filters.
    await expect(canvas.getByRole("searchbox")).toHaveValue("board");
    await expect(canvas.getByRole("combobox", { name: "State" })).toHaveValue("outdated");
    await expect(canvas.getByRole("combobox", { name: "Language" })).toHaveValue("ar");
  },
};

/** A kind with nothing written yet. */
export const ArabicEmpty: Story = {
  globals: { locale: "ar" },
  args: { ...listArgs("ar"), items: [], total: undefined, pagination: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("ar", "studio.list.empty"))).toBeVisible();
    await expect(canvas.queryByRole("link", { name: text("ar", "studio.list.clear") })).toBeNull();
  },
};
