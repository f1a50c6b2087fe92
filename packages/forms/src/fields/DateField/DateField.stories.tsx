import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { DateField } from "./DateField";

const meta = {
  title: "Forms/Fields/DateField",
  component: DateField,
  args: { id: "dateOfBirth", label: "comics.field.dateOfBirth", max: "2024-06-15", onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText("Date of birth");
    await userEvent.type(input, "1990-05-17");
    await expect(input).toHaveValue("1990-05-17");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("تاريخ الميلاد")).toHaveAttribute("dir", "ltr");
  },
};

export const Filled: Story = { globals: { locale: "en" }, args: { defaultValue: "1995-11-03" } };

export const ErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { defaultValue: "2030-01-01", max: undefined, error: "validation.validDate.future" },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Date of birth")).toHaveAccessibleDescription(
      "Date must not be in the future.",
    );
  },
};

export const ErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { error: "validation.validDate.invalid" },
};

export const Disabled: Story = {
  globals: { locale: "en" },
  args: { defaultValue: "1995-11-03", disabled: true },
};
