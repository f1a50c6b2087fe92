import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Checkbox, type CheckboxProps } from "./Checkbox";

function Stateful(props: CheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Checkbox
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "Forms/Fields/Checkbox",
  component: Checkbox,
  render: (args) => <Stateful {...args} />,
  args: {
    id: "saveDetails",
    label: "form.comment.saveDetails",
    checked: false,
    onChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole("checkbox", { name: /^Save my name/ });
    await userEvent.click(canvas.getByText(/^Save my name/));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(checkbox).not.toBeChecked();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: /^احفظ اسمي/ })).not.toBeChecked();
  },
};

export const Filled: Story = { globals: { locale: "en" }, args: { checked: true } };

export const ErrorEnglish: Story = {
  globals: { locale: "en" },
  args: {
    id: "consent",
    label: "form.field.consent",
    required: true,
    error: "validation.accepted",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox")).toHaveAccessibleDescription(
      "You must accept the terms and conditions.",
    );
  },
};

export const ErrorArabic: Story = {
  globals: { locale: "ar" },
  args: {
    id: "consent",
    label: "form.field.consent",
    required: true,
    error: "validation.accepted",
  },
};

export const Disabled: Story = {
  globals: { locale: "en" },
  args: { checked: true, disabled: true },
};
