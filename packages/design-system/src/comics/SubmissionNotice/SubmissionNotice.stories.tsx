import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { SubmissionNotice } from "./SubmissionNotice";

const meta = {
  title: "Comics/SubmissionNotice",
  component: SubmissionNotice,
  args: { status: "received" },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "40rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubmissionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Under review");
    await expect(status).toHaveTextContent(/our team is now reviewing it/i);
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("قيد المراجعة");
  },
};

export const PublishedEnglish: Story = {
  globals: { locale: "en" },
  args: { status: "published" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/now available to readers/);
  },
};

export const PublishedArabic: Story = {
  globals: { locale: "ar" },
  args: { status: "published" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("تم النشر");
  },
};

export const RejectedEnglish: Story = {
  globals: { locale: "en" },
  args: { status: "rejected" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/lacked accuracy and consistency/);
  },
};

export const RejectedArabic: Story = {
  globals: { locale: "ar" },
  args: { status: "rejected" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("لم تُقبل");
  },
};

export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { status: "rejected" },
  parameters: { viewport: "mobile" },
};

/** A translator application received: the same notice with the application's words. */
export const ApplicationEnglish: Story = {
  globals: { locale: "en" },
  args: { message: "comics.notice.translatorApplication" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      /application to become a translator/,
    );
  },
};

export const ApplicationArabic: Story = {
  globals: { locale: "ar" },
  args: { message: "comics.notice.translatorApplication" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("طلبك للانضمام إلى المترجمين");
  },
};
