import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { missionAndVision, values } from "./fixtures";
import { ValueCards } from "./ValueCards";

const { en, ar } = values;

const meta = {
  title: "Sections/ValueCards",
  component: ValueCards,
  args: en,
} satisfies Meta<typeof ValueCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("Our values");
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(en.items.length);
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: ar,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 3 })[0]).toHaveTextContent(
      ar.items[0]?.title ?? "",
    );
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** Mission and vision: two cards side by side. */
export const MissionEnglish: Story = {
  globals: { locale: "en" },
  args: missionAndVision.en,
};
