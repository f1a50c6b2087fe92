import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { CodeInput, type CodeInputProps } from "./CodeInput";

function Stateful(props: CodeInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CodeInput
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
  title: "Forms/Fields/CodeInput",
  component: CodeInput,
  render: (args) => <Stateful {...args} />,
  args: { id: "code", value: "", onChange: fn(), required: true },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("group", { name: "Reset code" })).toBeVisible();
    const first = canvas.getByRole("textbox", { name: "Digit 1 of 6" });
    await userEvent.click(first);
    await userEvent.keyboard("12");
    await expect(canvas.getByRole("textbox", { name: "Digit 3 of 6" })).toHaveFocus();
    await userEvent.keyboard("{Backspace}");
    await expect(canvas.getByRole("textbox", { name: "Digit 2 of 6" })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith("1");
    await userEvent.keyboard("x");
    await expect(args.onChange).toHaveBeenLastCalledWith("1");
    await userEvent.click(first);
    await userEvent.paste("987 654");
    await expect(args.onChange).toHaveBeenLastCalledWith("987654");
    await expect(canvas.getByRole("textbox", { name: "Digit 6 of 6" })).toHaveValue("4");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("textbox", { name: "الرقم 1 من 6" }));
    await userEvent.keyboard("١٢٣");
    await expect(args.onChange).toHaveBeenLastCalledWith("123");
    await userEvent.paste("٤٥٦");
    await expect(args.onChange).toHaveBeenLastCalledWith("123456");
  },
};

export const Filled: Story = { globals: { locale: "en" }, args: { value: "482913" } };

export const ErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { value: "4829", error: "validation.code" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group")).toHaveAccessibleDescription("Enter the 6-digit code.");
  },
};

export const ErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { value: "", error: "validation.required" },
};

export const Disabled: Story = {
  globals: { locale: "en" },
  args: { value: "482913", disabled: true },
};
