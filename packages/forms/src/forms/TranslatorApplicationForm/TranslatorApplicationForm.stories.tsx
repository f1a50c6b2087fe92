import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { fill, steps, submitShowsSuccess, submitShowsSummary, succeed } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { TranslatorApplicationForm } from "./TranslatorApplicationForm";

const meta = {
  title: "Forms/Comics/TranslatorApplicationForm",
  component: TranslatorApplicationForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed() },
} satisfies Meta<typeof TranslatorApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, args }) => {
    await submitShowsSummary(canvas, "Submit", "There is a problem", [
      ["Languages: This field is required.", "#translator-languages"],
      ["Your translation experience: This field is required.", "#translator-message"],
    ]);
    await userEvent.click(canvas.getByRole("checkbox", { name: "French" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Arabic" }));
    await fill([
      [
        canvas.getByRole("textbox", { name: "Your translation experience" }),
        "Five years of manga.",
      ],
    ]);
    await submitShowsSuccess(
      canvas,
      "Submit",
      "We have received your application to become a translator. It is now under review.",
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      languages: ["arabic", "french"],
      message: "Five years of manga.",
    });
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await submitShowsSummary(canvas, "إرسال", "توجد مشكلة", [
      ["حقل اللغات: هذا الحقل مطلوب.", "#translator-languages"],
      ["حقل خبرتك في الترجمة: هذا الحقل مطلوب.", "#translator-message"],
    ]);
  }),
};
