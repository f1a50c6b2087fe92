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
  args: { onSubmit: succeed() },
} satisfies Meta<typeof UploadChapterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    await submitShowsSummary(canvas, "Upload", "There is a problem", [
      ["Cover: This field is required.", "#upload-chapter-cover"],
      ["PDF file: This field is required.", "#upload-chapter-pdf"],
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
