import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { FormStatus } from "./FormStatus";

const meta = {
  title: "Forms/FormStatus",
  component: FormStatus,
  args: { message: "form.contact.success" },
} satisfies Meta<typeof FormStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Thank you. We have received your message and will reply soon.",
    );
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("شكراً لك");
  },
};

export const WithValues: Story = {
  globals: { locale: "en" },
  args: { message: "comics.resetCode.sent", values: { email: "sara@mail.co" } },
};

export const ReceivedEnglish: Story = {
  globals: { locale: "en" },
  args: { message: "comics.notice.received" },
};

export const ApplicationArabic: Story = {
  globals: { locale: "ar" },
  args: { message: "comics.notice.translatorApplication" },
};

/** Before a submission succeeds: an empty live region. */
export const Empty: Story = {
  globals: { locale: "en" },
  args: { message: undefined },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  },
};
