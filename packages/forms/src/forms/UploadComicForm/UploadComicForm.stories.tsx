import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
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
