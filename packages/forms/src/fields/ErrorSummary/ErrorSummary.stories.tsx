import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { TextField } from "../TextField/TextField";
import { ErrorSummary } from "./ErrorSummary";

const meta = {
  title: "Forms/ErrorSummary",
  component: ErrorSummary,
  args: {
    items: [
      { fieldId: "summary-name", label: "form.field.name", message: "validation.required" },
      { fieldId: "summary-email", label: "form.field.email", message: "validation.email" },
    ],
  },
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      <ErrorSummary {...args} />
      <TextField id="summary-name" label="form.field.name" error="validation.required" required />
      <TextField
        id="summary-email"
        type="email"
        label="form.field.email"
        error="validation.email"
        defaultValue="sara@"
        required
      />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("There is a problem");
    const link = canvas.getByRole("link", { name: "Email: This field must be a valid email." });
    await expect(link).toHaveAttribute("href", "#summary-email");
    await userEvent.click(link);
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveFocus();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "توجد مشكلة" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "حقل الاسم: هذا الحقل مطلوب." })).toHaveAttribute(
      "href",
      "#summary-name",
    );
  },
};

export const WithFormError: Story = {
  globals: { locale: "en" },
  args: { formError: "validation.tooManyRequests" },
};

export const FormErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { items: [], formError: "validation.serverError" },
  render: (args) => <ErrorSummary {...args} />,
};

export const FormErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { items: [], formError: "validation.serverError" },
  render: (args) => <ErrorSummary {...args} />,
};

/** Nothing to report: the summary renders nothing. */
export const Empty: Story = {
  globals: { locale: "en" },
  args: { items: [] },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};
