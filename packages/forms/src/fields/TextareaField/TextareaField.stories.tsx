import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { TextareaField } from "./TextareaField";

const meta = {
  title: "Forms/Fields/TextareaField",
  component: TextareaField,
  args: {
    id: "message",
    label: "form.field.message",
    required: true,
    count: "characters",
    max: 2000,
  },
} satisfies Meta<typeof TextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(textarea, "Hello");
    await expect(canvas.getByText("5 of 2000 characters")).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: {
    id: "description",
    label: "comics.field.description",
    hint: "comics.field.descriptionHint",
    required: false,
    count: "words",
    max: 300,
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "الوصف" }), "قصة مصورة جميلة");
    await expect(canvas.getByText("3 من 300 كلمة")).toBeVisible();
  },
};

export const Filled: Story = {
  globals: { locale: "en" },
  args: {
    id: "description",
    label: "comics.field.description",
    hint: "comics.field.descriptionHint",
    required: false,
    count: "words",
    max: 300,
    defaultValue: "A young courier crosses the desert to deliver a letter that could end a war.",
  },
};

export const ErrorEnglish: Story = {
  globals: { locale: "en" },
  args: {
    id: "description",
    label: "comics.field.description",
    count: "words",
    max: 5,
    required: false,
    defaultValue: "one two three four five six",
    error: "validation.wordsMax",
    errorValues: { max: 5 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("This field must not be longer than 5 words.")).toBeVisible();
    await expect(canvas.getByText("6 of 5 words")).toBeVisible();
  },
};

export const ErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { error: "validation.required" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "الرسالة" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};

export const Disabled: Story = {
  globals: { locale: "en" },
  args: { disabled: true, defaultValue: "We would like a quote for storage in Dammam." },
};
