import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { CheckboxGroup, type CheckboxGroupProps } from "./CheckboxGroup";

function Stateful(props: CheckboxGroupProps) {
  const [value, setValue] = useState<readonly string[]>(props.value);
  return (
    <CheckboxGroup
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
  title: "Forms/Fields/CheckboxGroup",
  component: CheckboxGroup,
  render: (args) => <Stateful {...args} />,
  args: {
    id: "languages",
    name: "languages",
    label: "comics.field.languages",
    hint: "form.translator.languagesHint",
    required: true,
    options: [
      { value: "arabic", label: "language.arabic" },
      { value: "english", label: "language.english" },
      { value: "french", label: "language.french" },
    ],
    value: [],
    onChange: fn(),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("checkbox", { name: "French" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Arabic" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(["arabic", "french"]);
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "اللغات (مطلوب)" })).toBeVisible();
  },
};

export const Filled: Story = { globals: { locale: "en" }, args: { value: ["english", "french"] } };

export const ErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { error: "validation.required" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("This field is required.")).toBeVisible();
  },
};

export const ErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { error: "validation.required" },
};

export const Disabled: Story = {
  globals: { locale: "en" },
  args: { value: ["arabic"], disabled: true },
};
