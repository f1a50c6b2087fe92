import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { statementsNote, whoWeAre } from "./fixtures";
import { TextSection } from "./TextSection";

const { en, ar } = whoWeAre;

const meta = {
  title: "Sections/TextSection",
  component: TextSection,
  args: en,
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
  args: ar,
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
    ...statementsNote.en,
    tone: "muted",
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("heading")).toBeNull();
  },
};

/** On the brand band (`tone="brand"`): every text light on the navy ground (axe checks its contrast). */
export const BrandEnglish: Story = {
  globals: { locale: "en" },
  args: { tone: "brand" },
};
