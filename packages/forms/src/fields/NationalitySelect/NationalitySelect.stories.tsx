import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { NationalitySelect, type NationalitySelectProps } from "./NationalitySelect";

function Stateful(props: NationalitySelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NationalitySelect
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
  title: "Forms/Fields/NationalitySelect",
  component: NationalitySelect,
  render: (args) => <Stateful {...args} />,
  args: { id: "nationality", value: "", onChange: fn() },
} satisfies Meta<typeof NationalitySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("combobox", { name: "Nationality" });
    await userEvent.type(input, "saudi");
    await expect(args.onChange).toHaveBeenLastCalledWith("saudi");
    await userEvent.clear(input);
    await userEvent.type(input, "Egypt");
    await expect(args.onChange).toHaveBeenLastCalledWith("Egypt");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "الجنسية" }), "سعودي");
    await expect(args.onChange).toHaveBeenLastCalledWith("saudi");
  },
};

export const Filled: Story = { globals: { locale: "en" }, args: { value: "jordanian" } };

export const ErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { value: "Martian", error: "validation.fieldInvalid" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox")).toHaveAttribute("aria-invalid", "true");
  },
};

export const ErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { value: "مريخي", error: "validation.fieldInvalid" },
};

export const Disabled: Story = {
  globals: { locale: "en" },
  args: { value: "saudi", disabled: true },
};
