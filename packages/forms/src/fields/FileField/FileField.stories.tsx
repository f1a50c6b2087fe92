import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { type FileLike, imageExtensions } from "../../rules/rules";
import { CV_MAX_BYTES, cvExtensions, IMAGE_MAX_BYTES } from "../../schemas/constants";
import { FileField, type FileFieldProps } from "./FileField";

const coverSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0b3d5c"/><circle cx="20" cy="20" r="10" fill="#c7ab7b"/></svg>`;
const cover = () => new File([coverSvg], "desert-tales-cover.svg", { type: "image/svg+xml" });
const cv = () => new File([new Uint8Array(320 * 1024)], "sara-cv.pdf", { type: "application/pdf" });

function Stateful(props: FileFieldProps) {
  const [value, setValue] = useState<FileLike | null>(props.value);
  return (
    <FileField
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
  title: "Forms/Fields/FileField",
  component: FileField,
  render: (args) => <Stateful {...args} />,
  args: {
    id: "cv",
    label: "form.job.cv",
    required: true,
    extensions: cvExtensions,
    maxBytes: CV_MAX_BYTES,
    value: null,
    onChange: fn(),
  },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole("button", { name: "CV (required) Choose a file" });
    await expect(button).toHaveAccessibleDescription(
      "Accepted types: PDF, DOC, DOCX. Maximum size: 5 MB.",
    );
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, cv());
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ name: "sara-cv.pdf" }),
    );
    await expect(canvas.getByText("sara-cv.pdf")).toBeVisible();
    await expect(canvas.getByText("PDF, 320 KB")).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: {
    id: "cover",
    label: "comics.field.cover",
    extensions: imageExtensions,
    maxBytes: IMAGE_MAX_BYTES,
  },
  play: async ({ canvasElement, canvas }) => {
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, cover());
    const image = await canvas.findByRole("img", { name: "معاينة desert-tales-cover.svg" });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  },
};

export const Filled: Story = {
  globals: { locale: "en" },
  args: { value: { name: "sara-cv.docx", size: 1.5 * 1024 * 1024 } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Remove the file" }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByRole("button", { name: "CV (required) Choose a file" })).toHaveFocus();
  },
};

export const ErrorEnglish: Story = {
  globals: { locale: "en" },
  args: {
    value: { name: "sara-cv.txt", size: 2048 },
    error: "validation.fileType",
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("This file type is not accepted. Choose a file of an allowed type."),
    ).toBeVisible();
  },
};

export const ErrorArabic: Story = {
  globals: { locale: "ar" },
  args: {
    value: { name: "cv.pdf", size: 7 * 1024 * 1024 },
    error: "validation.fileTooLarge",
    errorValues: { max: 5 },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("حجم الملف كبير جداً. الحد الأقصى للحجم 5 ميغابايت."),
    ).toBeVisible();
  },
};

export const Disabled: Story = { globals: { locale: "en" }, args: { disabled: true } };
