import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { StarRating, type StarRatingProps } from "./StarRating";

function Stateful(props: StarRatingProps) {
  const [value, setValue] = useState(props.value);
  return (
    <StarRating
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
  title: "Forms/Fields/StarRating",
  component: StarRating,
  render: (args) => <Stateful {...args} />,
  args: {
    id: "translationQuality",
    name: "translationQuality",
    label: "comics.field.translationQuality",
    value: 0,
    onChange: fn(),
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText("Rate 3 out of 5"));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole("radio", { name: "Rate 3 out of 5" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText("قيّم بدرجة 2 من 5").closest("label") as HTMLElement);
    // In rtl the next star sits on the left side, and ArrowLeft moves to it, as the eye expects.
    await userEvent.keyboard("{ArrowLeft}");
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Filled: Story = { globals: { locale: "en" }, args: { value: 4 } };

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

export const Disabled: Story = { globals: { locale: "en" }, args: { value: 2, disabled: true } };
