import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { steps, submitShowsSummary, succeed } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { UploadComicForm } from "./UploadComicForm";

const meta = {
  title: "Forms/Comics/UploadComicForm",
  component: UploadComicForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed() },
} satisfies Meta<typeof UploadComicForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, args }) => {
    await submitShowsSummary(canvas, "Upload", "There is a problem", [
      ["Cover: This field is required.", "#upload-comic-cover"],
      ["Series name: This field is required.", "#upload-comic-seriesName"],
      ["Publisher: This field is required.", "#upload-comic-publisher"],
      ["Genre: This field is required.", "#upload-comic-genre"],
      ["Artist: This field is required.", "#upload-comic-artist"],
      ["Writer: This field is required.", "#upload-comic-writer"],
      ["Reading direction: This field is required.", "#upload-comic-direction"],
      ["Translation language: This field is required.", "#upload-comic-translationLanguage"],
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "رفع قصة مصورة" })).toBeVisible();
    await expect(canvas.getByText("0 من 300 كلمة")).toBeVisible();
  }),
};

const editing = {
  seriesName: "The Salt Road",
  publisher: "Dar Al-Qafila",
  genre: "adventure",
  artist: "Huda Salem",
  writer: "Sami Nasser",
  direction: "rtl",
  translationLanguage: "arabic",
  status: "ongoing",
};

/** Editing: the comic's details are filled in, a new cover is optional, and the button saves. */
const edits =
  (title: string, save: string): Story["play"] =>
  async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: title })).toBeVisible();
    await expect(canvas.getByDisplayValue("The Salt Road")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  };

export const EditingEnglish: Story = {
  globals: { locale: "en" },
  args: { editing },
  play: edits("Edit the comic", "Save"),
};

export const EditingArabic: Story = {
  globals: { locale: "ar" },
  args: { editing },
  play: edits("تعديل القصة المصورة", "حفظ"),
};
