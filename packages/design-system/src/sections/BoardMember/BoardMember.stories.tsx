import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { BoardMember } from "./BoardMember";
import { chairman, chiefExecutive, independentMember } from "./fixtures";

const meta = {
  title: "Sections/BoardMember",
  component: BoardMember,
  args: { ...chairman.en, as: "div" },
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
  args: { ...chairman.ar, as: "div" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(chairman.ar.name);
  },
};

/** A leader with a biography. */
export const WithBioEnglish: Story = {
  globals: { locale: "en" },
  args: { ...chiefExecutive.en, as: "article" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("article")).toHaveTextContent("Chief Executive Officer");
  },
};

export const WithBioArabic: Story = {
  globals: { locale: "ar" },
  args: { ...chiefExecutive.ar, as: "article" },
};

export const MobileArabic: Story = { ...WithBioArabic, parameters: { viewport: "mobile" } };

/** A board member with a photo (in the avatar's place) and the term of office. */
export const WithPhotoAndTermEnglish: Story = {
  globals: { locale: "en" },
  args: { ...independentMember.en, as: "div" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Dr. Nora Al-Qahtani" })).toBeVisible();
    await expect(canvas.getByText(independentMember.en.term)).toBeVisible();
  },
};

export const WithPhotoAndTermArabic: Story = {
  globals: { locale: "ar" },
  args: { ...independentMember.ar, as: "div" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "د. نورة القحطاني" })).toBeVisible();
  },
};
