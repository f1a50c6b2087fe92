import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { fill, steps, submitShowsSummary, succeed } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { UploadChapterForm } from "./UploadChapterForm";

const meta = {
  title: "Forms/Comics/UploadChapterForm",
  component: UploadChapterForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: {
    onSubmit: succeed(),
    comics: [
      { id: "0b7f5a52-4b8e-4a8e-9a51-2f1d6c1b9e10", name: "The Salt Road" },
      { id: "5c1e2f3a-9d8b-4c7a-8e6f-1a2b3c4d5e6f", name: "طريق الملح" },
    ],
  },
} satisfies Meta<typeof UploadChapterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    await submitShowsSummary(canvas, "Upload", "There is a problem", [
      ["Comic: This field is required.", "#upload-chapter-comic"],
      ["Chapter number: This field is required.", "#upload-chapter-chapterNumber"],
      ["Cover: This field is required.", "#upload-chapter-cover"],
      ["PDF file: This field is required.", "#upload-chapter-pdf"],
      ["Translation language: This field is required.", "#upload-chapter-translationLanguage"],
    ]);
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas, canvasElement }) => {
    await fill([[canvas.getByRole("textbox", { name: "رقم الفصل" }), "١٢ب"]]);
    await userEvent.tab();
    await expect(await canvas.findByText("يجب أن تكون قيمة هذا الحقل رقماً صالحاً.")).toBeVisible();
    const [cover] = canvasElement.querySelectorAll<HTMLInputElement>("input[type=file]");
    if (!cover) throw new Error("no file input");
    await userEvent.upload(
      cover,
      new File(["%PDF"], "chapter-12.pdf", { type: "application/pdf" }),
      {
        applyAccept: false,
      },
    );
    await expect(await canvas.findByText("يجب أن يكون هذا الحقل صورة صالحة.")).toBeVisible();
  }),
};
