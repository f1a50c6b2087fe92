import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { TextField } from "./TextField";

const meta = {
  title: "Forms/Fields/TextField",
  component: TextField,
  args: { id: "email", label: "form.field.email", type: "email", required: true },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAttribute("aria-required", "true");
    await expect(input).toHaveAttribute("dir", "ltr");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { hint: "form.comment.emailHint" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("textbox", { name: "البريد الإلكتروني" }),
    ).toHaveAccessibleDescription("لن يُنشر بريدك الإلكتروني.");
  },
};

export const Filled: Story = {
  globals: { locale: "en" },
  args: {
    id: "phone",
    label: "form.field.phone",
    type: "tel",
    required: false,
    hint: "form.field.phoneHint",
    defaultValue: "+966 50 123 4567",
  },
};

export const ErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { error: "validation.email", defaultValue: "sara@" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("This field must be a valid email.");
  },
};

export const ErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { id: "name", label: "form.field.name", type: "text", error: "validation.required" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "الاسم" })).toHaveAccessibleDescription(
      "هذا الحقل مطلوب.",
    );
  },
};

export const Disabled: Story = {
  globals: { locale: "en" },
  args: { disabled: true, defaultValue: "info@example.com" },
};
