import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { text } from "../shared/storyHelpers";
import { type PageMatch, PageMatches } from "./PageMatches";

const matches: Record<Locale, PageMatch[]> = {
  en: [
    {
      comicName: "The Night Courier",
      chapter: 3,
      page: 2,
      href: "/en/comics/the-night-courier/3?page=2",
      line: "Courier: Then we follow the lantern.",
      lineLang: "en",
      lineDir: "ltr",
    },
    {
      comicName: "ساعي الليل",
      comicNameLang: "ar",
      chapter: 1,
      page: 4,
      href: "/en/comics/the-night-courier/1?lang=arabic&page=4",
      line: "الساعي: إذن نتبع الفانوس.",
      lineLang: "ar",
      lineDir: "rtl",
    },
  ],
  ar: [
    {
      comicName: "ساعي الليل",
      chapter: 3,
      page: 2,
      href: "/ar/comics/the-night-courier/3?page=2",
      line: "الساعي: إذن نتبع الفانوس.",
      lineLang: "ar",
      lineDir: "rtl",
    },
    {
      comicName: "The Night Courier",
      comicNameLang: "en",
      chapter: 1,
      page: 4,
      href: "/ar/comics/the-night-courier/1?lang=english&page=4",
      line: "Courier: Then we follow the lantern.",
      lineLang: "en",
      lineDir: "ltr",
    },
  ],
};

const meta = {
  title: "Comics/PageMatches",
  component: PageMatches,
  args: { matches: matches.en },
} satisfies Meta<typeof PageMatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A heading, and per page a link to the reader there with the line, in its own language. */
const listsPages =
  (locale: Locale) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: text(locale, "comics.pageMatches.heading") });
    const links = within(region).getAllByRole("link");
    await expect(links).toHaveLength(2);
    const [first] = matches[locale];
    await expect(links[0]).toHaveAttribute("href", first?.href);
    const where = text(locale, "comics.pageMatches.where")
      .replace("{chapter}", "3")
      .replace("{page}", "2");
    await expect(links[0]).toHaveTextContent(where);
    const quote = canvasElement.querySelectorAll("blockquote")[1];
    await expect(quote).toHaveAttribute("lang", locale === "ar" ? "en" : "ar");
  };

export const English: Story = { globals: { locale: "en" }, play: listsPages("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { matches: matches.ar },
  play: listsPages("ar"),
};

/** No match in any page: nothing is drawn. */
export const NoneEnglish: Story = {
  globals: { locale: "en" },
  args: { matches: [] },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
};

export const NoneArabic: Story = { ...NoneEnglish, globals: { locale: "ar" } };
