import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { RadioGroup, type RadioGroupProps } from "./RadioGroup";

function Stateful(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RadioGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "Forms/Fields/RadioGroup",
  component: RadioGroup,
  render: (args) => <Stateful {...args} />,
  args: {
    id: "gender",
    name: "gender",
    label: "comics.field.gender",
    options: [
      { value: "male", label: "comics.gender.male" },
      { value: "female", label: "comics.gender.female" },
    ],
    value: "",
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Female" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("female");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("radio", { name: "Male" })).toBeChecked();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "الجنس" })).toBeVisible();
  },
};

export const Filled: Story = { globals: { locale: "en" }, args: { value: "male" } };

export const ErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { required: true, error: "validation.required" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group")).toHaveAccessibleDescription("This field is required.");
  },
};

export const ErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { required: true, error: "validation.required" },
};

export const Disabled: Story = {
  globals: { locale: "en" },
  args: { value: "female", disabled: true },
};
