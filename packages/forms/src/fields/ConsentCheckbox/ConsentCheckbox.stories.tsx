import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { ConsentCheckbox, type ConsentCheckboxProps } from "./ConsentCheckbox";

function Stateful(props: ConsentCheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <ConsentCheckbox
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
  title: "Forms/Fields/ConsentCheckbox",
  component: ConsentCheckbox,
  render: (args) => <Stateful {...args} />,
  args: { id: "consent", checked: false, onChange: fn() },
} satisfies Meta<typeof ConsentCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "I agree to the terms and conditions" });
    await expect(checkbox).toHaveAttribute("aria-required", "true");
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Arabic: Story = { globals: { locale: "ar" } };

export const Filled: Story = { globals: { locale: "en" }, args: { checked: true } };

export const ErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { error: "validation.accepted" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You must accept the terms and conditions.")).toBeVisible();
  },
};

export const ErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { error: "validation.accepted" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("يجب الموافقة على الشروط والأحكام.")).toBeVisible();
  },
};

export const Disabled: Story = { globals: { locale: "en" }, args: { disabled: true } };
