import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { facets } from "../comicMeta/storyFixtures";
import { text } from "../shared/storyHelpers";
import { SearchFilters } from "./SearchFilters";

const meta = {
  title: "Comics/SearchFilters",
  component: SearchFilters,
  args: {
    action: "/en/comics/search",
    clearHref: "/en/comics/search",
    facets,
    values: { q: "courier", genre: ["action"], status: "ongoing", sort: "latest" },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "52rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The query string the form would send (its submission is held, so the story stays). */
function submitted(form: HTMLFormElement): Promise<string> {
  return new Promise((resolve) => {
    form.addEventListener(
      "submit",
      (event) => {
        event.preventDefault();
        const data = new FormData(form, (event as SubmitEvent).submitter);
        resolve(new URLSearchParams(data as unknown as string[][]).toString());
      },
      { once: true },
    );
  });
}

const filters =
  (locale: Locale, action: RegExp, exclude: RegExp): Story["play"] =>
  async ({ canvas }) => {
    const form = canvas.getByRole("search", { name: text(locale, "comics.search.filters") });
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", `/${locale}/comics/search`);
    // The current search is shown from the props (the server-rendered page).
    const query = canvas.getByRole("searchbox", { name: text(locale, "comics.search.label") });
    await expect(query).toHaveValue("courier");
    const included = within(
      canvas.getByRole("group", { name: text(locale, "comics.filters.include") }),
    );
    const excluded = within(
      canvas.getByRole("group", { name: text(locale, "comics.filters.exclude") }),
    );
    await expect(included.getByRole("checkbox", { name: action })).toBeChecked();
    await expect(
      canvas.getByRole("combobox", { name: text(locale, "comics.field.status") }),
    ).toHaveValue("ongoing");

    // Excluding a genre that is included moves it: never both.
    await userEvent.click(excluded.getByRole("checkbox", { name: action }));
    await waitFor(() => expect(included.getByRole("checkbox", { name: action })).not.toBeChecked());
    await userEvent.click(excluded.getByRole("checkbox", { name: exclude }));

    // Keyboard: the query, then Apply sends the form's fields as the URL's parameters.
    await userEvent.clear(query);
    await userEvent.type(query, "night");
    const sent = submitted(form as HTMLFormElement);
    await userEvent.click(
      canvas.getByRole("button", { name: text(locale, "comics.search.applyFilters") }),
    );
    await expect(await sent).toBe(
      "q=night&exclude=action&exclude=drama&status=ongoing&language=&direction=&sort=latest",
    );
    await expect(
      canvas.getByRole("link", { name: text(locale, "comics.search.clearFilters") }),
    ).toHaveAttribute("href", `/${locale}/comics/search`);
  };

export const English: Story = {
  globals: { locale: "en" },
  play: filters("en", /^Action \(12\)$/, /^Drama \(7\)$/),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { action: "/ar/comics/search", clearHref: "/ar/comics/search" },
  play: filters("ar", /^أكشن\s*\u200f?\(12\)/, /^دراما\s*\u200f?\(7\)/),
};

/** No genre chosen: the disclosure starts closed and opens from the keyboard. */
export const ClosedGenresEnglish: Story = {
  globals: { locale: "en" },
  args: { values: {} },
  play: async ({ canvas }) => {
    const summary = canvas.getByText("Genres").closest("summary") as HTMLElement;
    const details = summary.parentElement as HTMLDetailsElement;
    await expect(details.open).toBe(false);
    await expect(canvas.getByText("Include genres")).not.toBeVisible();
    // The summary is the next tab stop after the query; it opens like a button.
    canvas.getByRole("searchbox").focus();
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    await expect(canvas.getByRole("group", { name: "Include genres" })).toBeVisible();
    // Counts are formatted per locale; "Any" leads each filter, sort defaults to relevance.
    await expect(canvas.getByRole("option", { name: "Arabic (1,204)" })).toBeInTheDocument();
    await expect(canvas.getByRole("combobox", { name: "Sort by" })).toHaveValue("relevance");
  },
};

export const MobileArabic: Story = {
  globals: { locale: "ar" },
  parameters: { viewport: "mobile" },
  args: { action: "/ar/comics/search", clearHref: "/ar/comics/search" },
  play: async ({ canvas }) => {
    const options = canvas.getAllByRole("checkbox");
    await expect(options).toHaveLength(16);
    // Arabic digits stay Latin and grouped: the Arabic option reads "العربية (1,204)".
    await expect(canvas.getByRole("option", { name: /^العربية\s*\u200f?\(1,204\)/ })).toBeTruthy();
  },
};
