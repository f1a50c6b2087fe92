import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { aboutPages as arAbout } from "../../../../../apps/site/src/content/ar/about";
import { aboutPages as enAbout } from "../../../../../apps/site/src/content/en/about";
import { pick } from "../shared/storyHelpers";
import { BoardMember } from "./BoardMember";

const enBoard = pick(enAbout.boardMembers.sections, "people").items;
const arBoard = pick(arAbout.boardMembers.sections, "people").items;
const enLeaders = pick(enAbout.leaders.sections, "people").items;
const arLeaders = pick(arAbout.leaders.sections, "people").items;

const meta = {
  title: "Sections/BoardMember",
  component: BoardMember,
  args: { ...enBoard[0], as: "div" },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "24rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BoardMember>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(
      "Abdulaziz Saleh Al-Rashed",
    );
    await expect(canvas.getByText("Chairman of the Board (non-executive)")).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { ...arBoard[0], as: "div" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(
      arBoard[0]?.name ?? "",
    );
  },
};

/** A leader with a biography. */
export const WithBioEnglish: Story = {
  globals: { locale: "en" },
  args: { ...enLeaders[0], as: "article" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("article")).toHaveTextContent("Chief Executive Officer");
  },
};

export const WithBioArabic: Story = {
  globals: { locale: "ar" },
  args: { ...arLeaders[0], as: "article" },
};

export const MobileArabic: Story = { ...WithBioArabic, parameters: { viewport: "mobile" } };
