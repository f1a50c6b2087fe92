import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { aboutPages as arAbout } from "../../../../../apps/site/src/content/ar/about";
import { aboutPages as enAbout } from "../../../../../apps/site/src/content/en/about";
import { pick, props } from "../shared/storyHelpers";
import { PeopleGrid } from "./PeopleGrid";

const enBoard = pick(enAbout.boardMembers.sections, "people");
const arBoard = pick(arAbout.boardMembers.sections, "people");

const meta = {
  title: "Sections/PeopleGrid",
  component: PeopleGrid,
  args: props(enBoard),
} satisfies Meta<typeof PeopleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five board members. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: "Board members" });
    await expect(within(section).getAllByRole("listitem")).toHaveLength(5);
    await expect(within(section).getAllByRole("heading", { level: 3 })[1]).toHaveTextContent(
      "Fahad Mohammed Al-Otaibi",
    );
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: props(arBoard),
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: arBoard.heading });
    await expect(within(section).getAllByRole("listitem")).toHaveLength(5);
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** The executive leadership: no section heading (the page's h1 names it), so names are h2. */
export const LeadersEnglish: Story = {
  globals: { locale: "en" },
  args: { heading: undefined, ...props(pick(enAbout.leaders.sections, "people")) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(6);
  },
};

export const LongArabic: Story = {
  globals: { locale: "ar" },
  args: { heading: undefined, ...props(pick(arAbout.leaders.sections, "people")) },
};

/** The unit managers of the team page. */
export const TeamEnglish: Story = {
  globals: { locale: "en" },
  args: props(pick(enAbout.team.sections, "people")),
};
