import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { board, leaders, team } from "./fixtures";
import { PeopleGrid } from "./PeopleGrid";

const meta = {
  title: "Sections/PeopleGrid",
  component: PeopleGrid,
  args: board.en,
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
  args: board.ar,
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: board.ar.heading });
    await expect(within(section).getAllByRole("listitem")).toHaveLength(5);
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** The executive leadership: no section heading (the page's h1 names it), so names are h2. */
export const LeadersEnglish: Story = {
  globals: { locale: "en" },
  args: { heading: undefined, ...leaders.en },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(6);
  },
};

export const LongArabic: Story = {
  globals: { locale: "ar" },
  args: { heading: undefined, ...leaders.ar },
};

/** The unit managers of the team page. */
export const TeamEnglish: Story = {
  globals: { locale: "en" },
  args: team.en,
};
