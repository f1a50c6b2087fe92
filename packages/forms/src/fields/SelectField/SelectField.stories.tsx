import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { translationLanguages } from "../../schemas/constants";
import { SelectField } from "./SelectField";

const options = translationLanguages.map((value) => ({
  value,
  label: `language.${value}` as const,
}));

const meta = {
  title: "Forms/Fields/SelectField",
  component: SelectField,
  args: { id: "translationLanguage", label: "comics.field.translationLanguage", options },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Translation language" });
    await userEvent.selectOptions(select, "French");
    await expect(select).toHaveValue("french");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("option", { name: "العربية" })).toBeInTheDocument();
  },
};

export const Filled: Story = { globals: { locale: "en" }, args: { defaultValue: "arabic" } };

export const ErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { required: true, error: "validation.required" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox")).toHaveAccessibleDescription(
      "This field is required.",
    );
  },
};

export const ErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { required: true, error: "validation.required" },
};

export const Disabled: Story = {
  globals: { locale: "en" },
  args: { disabled: true, defaultValue: "english" },
};
