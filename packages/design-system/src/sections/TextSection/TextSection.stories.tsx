import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { aboutPages as arAbout } from "../../../../../apps/site/src/content/ar/about";
import { aboutPages as enAbout } from "../../../../../apps/site/src/content/en/about";
import { investorPages as enInvestors } from "../../../../../apps/site/src/content/en/investors";
import { pick, props } from "../shared/storyHelpers";
import { TextSection } from "./TextSection";

const en = pick(enAbout.aboutUs.sections, "text");
const ar = pick(arAbout.aboutUs.sections, "text");

const meta = {
  title: "Sections/TextSection",
  component: TextSection,
  args: props(en),
} satisfies Meta<typeof TextSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Who we are" })).toBeVisible();
    await expect(canvas.getAllByText(/./, { selector: "p" })).toHaveLength(en.paragraphs.length);
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: props(ar),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: ar.heading })).toBeVisible();
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** A text section without a heading (a note under the downloads), on the muted band. */
export const NoHeadingEnglish: Story = {
  globals: { locale: "en" },
  args: {
    heading: undefined,
    ...props(pick(enInvestors.finicalStatements.sections, "text")),
    tone: "muted",
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("heading")).toBeNull();
  },
};
