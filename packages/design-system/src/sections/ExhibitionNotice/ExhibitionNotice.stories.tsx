import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ExhibitionNotice } from "./ExhibitionNotice";
import { exhibition, invitation } from "./fixtures";

const { en, ar } = exhibition;

const meta = {
  title: "Sections/ExhibitionNotice",
  component: ExhibitionNotice,
  args: en,
} satisfies Meta<typeof ExhibitionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(en.heading);
    await expect(canvas.getByText("Booth")).toBeVisible();
    await expect(canvas.getByText("2A90")).toHaveAttribute("dir", "ltr");
    await expect(canvas.getByText("27 to 29 May 2025")).toBeVisible();
    await expect(canvas.getByText("4 PM to 10 PM daily")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Request an invitation" })).toHaveAttribute(
      "href",
      en.action.href,
    );
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: ar,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("الجناح")).toBeVisible();
    await expect(canvas.getByText("2A90")).toHaveAttribute("dir", "ltr");
    await expect(canvas.getByText(ar.dates)).toBeVisible();
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** The invitation page: no link, on the muted band. */
export const InvitationEnglish: Story = {
  globals: { locale: "en" },
  args: {
    ...invitation.en,
    action: undefined,
    tone: "muted",
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};
