import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { CommitteeList } from "./CommitteeList";
import { committees } from "./fixtures";

const meta = {
  title: "Sections/CommitteeList",
  component: CommitteeList,
  args: committees.en,
} satisfies Meta<typeof CommitteeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Audit Committee" })).toBeVisible();
    await expect(canvas.getAllByRole("heading", { level: 4, name: "3 members" })).toHaveLength(2);
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: committees.ar,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(2);
    await expect(canvas.getAllByRole("heading", { level: 4, name: "3 أعضاء" })).toHaveLength(2);
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };
