import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { openings } from "./fixtures";
import { JobList } from "./JobList";

const { en, ar } = openings;

const meta = {
  title: "Sections/JobList",
  component: JobList,
  args: { ...en, applyHref: "#apply" },
} satisfies Meta<typeof JobList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: "Open positions" });
    await expect(within(section).getAllByRole("heading", { level: 3 })).toHaveLength(4);
    const apply = canvas.getByRole("link", { name: "Apply for Structural Design Engineer" });
    await expect(apply).toHaveAttribute("href", "#apply");
    await expect(canvas.getAllByRole("link", { name: /^Apply for / })).toHaveLength(4);
    await expect(canvas.getByText("Buraydah, Al Qassim")).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { ...ar, applyHref: "#apply" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: `تقديم على وظيفة ${ar.items[0]?.title}` }),
    ).toHaveAttribute("href", "#apply");
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** Without an application address: no apply links. */
export const NoApplyEnglish: Story = {
  globals: { locale: "en" },
  args: { ...en, applyHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};
