import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { text } from "../shared/storyHelpers";
import { ChapterCredits, type ChapterCreditsProps } from "./ChapterCredits";

/** A team and its members, the leader first; in Arabic, one member writes their name in Latin. */
const creditsIn = (locale: Locale): ChapterCreditsProps => {
  const ar = locale === "ar";
  return {
    team: { name: ar ? "بوم الليل" : "The Night Owls", href: `/${locale}/teams/night-owls` },
    people: [
      {
        name: ar ? "هدى سالم" : "Huda Salem",
        href: `/${locale}/translators/huda-salem`,
        role: "leader",
      },
      {
        name: ar ? "Yuki Tanaka" : "Sami Otaibi",
        href: `/${locale}/translators/${ar ? "yuki-tanaka" : "sami-otaibi"}`,
        role: "member",
      },
    ],
  };
};

/** The translator alone: no team, no role. */
const aloneIn = (locale: Locale): ChapterCreditsProps => ({
  team: null,
  people: [
    {
      name: locale === "ar" ? "ليلى حسن" : "Layla Hassan",
      href: `/${locale}/translators/layla-hassan`,
    },
  ],
});

const meta = {
  title: "Comics/ChapterCredits",
  component: ChapterCredits,
  args: creditsIn("en"),
} satisfies Meta<typeof ChapterCredits>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line: "Translated by", the team's link, then its people in order, the leader marked. */
const inline =
  (locale: Locale): Story["play"] =>
  async ({ canvas, canvasElement, args }) => {
    const [leader, member] = args.people;
    const line = canvasElement.querySelector("p") as HTMLElement;
    await expect(line).toHaveTextContent(text(locale, "comics.chapters.translatedBy"));
    await expect(canvas.queryByRole("heading")).toBeNull();
    const links = within(line).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      args.team?.name,
      leader?.name,
      member?.name,
    ]);
    await expect(canvas.getByRole("link", { name: args.team?.name })).toHaveAttribute(
      "href",
      args.team?.href,
    );
    // Only the leader is marked, right after their name.
    const note = text(locale, "comics.team.leaderNote");
    await expect(line.textContent?.split(note)).toHaveLength(2);
    await expect(line).toHaveTextContent(`${leader?.name} ${note}`);
    // Every name is isolated from the sentence, whatever its direction.
    for (const link of links) await expect(link.querySelector("bdi")).not.toBeNull();
  };

export const English: Story = { globals: { locale: "en" }, play: inline("en") };
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: creditsIn("ar"),
  play: async (context) => {
    await inline("ar")?.(context);
    // The Latin name keeps its own direction inside the Arabic line.
    const latin = context.canvas.getByText("Yuki Tanaka");
    await expect(getComputedStyle(latin).direction).toBe("ltr");
  },
};

/** Without a team: "Translated by" and the translator's link, no role. */
const alone =
  (locale: Locale): Story["play"] =>
  async ({ canvas, canvasElement, args }) => {
    const [person] = args.people;
    const line = canvasElement.querySelector("p") as HTMLElement;
    await expect(line).toHaveTextContent(
      `${text(locale, "comics.chapters.translatedBy")} ${person?.name}`,
    );
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
    await expect(canvas.getByRole("link", { name: person?.name })).toHaveAttribute(
      "href",
      person?.href,
    );
    await expect(line).not.toHaveTextContent(text(locale, "comics.team.leaderNote"));
  };

export const TranslatorAloneEnglish: Story = {
  globals: { locale: "en" },
  args: aloneIn("en"),
  play: alone("en"),
};
export const TranslatorAloneArabic: Story = {
  globals: { locale: "ar" },
  args: aloneIn("ar"),
  play: alone("ar"),
};

/** The end of a chapter: "Credits" as a heading, the team's link, then each person's role. */
const block =
  (locale: Locale, level: 2 | 3): Story["play"] =>
  async ({ canvas, args }) => {
    const region = canvas.getByRole("region", { name: text(locale, "comics.team.credits") });
    await expect(
      within(region).getByRole("heading", { level, name: text(locale, "comics.team.credits") }),
    ).toBeVisible();
    await expect(within(region).getByRole("link", { name: args.team?.name })).toHaveAttribute(
      "href",
      args.team?.href,
    );
    const items = within(within(region).getByRole("list")).getAllByRole("listitem");
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(text(locale, "comics.team.role.leader"));
    await expect(within(items[0] as HTMLElement).getByRole("link")).toHaveAccessibleName(
      args.people[0]?.name ?? "",
    );
    await expect(items[1]).toHaveTextContent(text(locale, "comics.team.role.member"));
  };

export const BlockEnglish: Story = {
  globals: { locale: "en" },
  args: { variant: "block" },
  play: block("en", 2),
};
export const BlockArabic: Story = {
  globals: { locale: "ar" },
  args: { ...creditsIn("ar"), variant: "block", headingLevel: 3 },
  play: block("ar", 3),
};

/** The block for a translator alone: the heading, then one line without a list. */
export const BlockAloneArabic: Story = {
  globals: { locale: "ar" },
  args: { ...aloneIn("ar"), variant: "block" },
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole("region", { name: text("ar", "comics.team.credits") });
    await expect(within(region).queryByRole("list")).toBeNull();
    await expect(within(region).getByRole("link")).toHaveAccessibleName(args.people[0]?.name ?? "");
  },
};

/** A team credited without its people (none chosen): the team alone, no dot. */
export const TeamOnlyEnglish: Story = {
  globals: { locale: "en" },
  args: { people: [] },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
    await expect(canvasElement.querySelector("p")).toHaveTextContent(
      `${text("en", "comics.chapters.translatedBy")} ${args.team?.name}`,
    );
  },
};

/** No team and no one: nothing at all. */
export const NobodyEnglish: Story = {
  globals: { locale: "en" },
  args: { team: null, people: [] },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
