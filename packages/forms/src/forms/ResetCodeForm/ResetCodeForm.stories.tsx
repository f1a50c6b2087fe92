import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { steps, submitShowsSuccess, submitShowsSummary, succeed } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { ResetCodeForm } from "./ResetCodeForm";

const meta = {
  title: "Forms/Comics/ResetCodeForm",
  component: ResetCodeForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed(), email: "reader@mail.example", onResend: fn() },
} satisfies Meta<typeof ResetCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    await submitShowsSummary(canvas, "Confirm the code", "There is a problem", [
      ["Reset code: This field is required.", "#reset-code-code"],
    ]);
    await userEvent.click(canvas.getByRole("textbox", { name: "Digit 1 of 6" }));
    await userEvent.keyboard("123");
    // Leaving the group (not a cell) checks the code.
    await userEvent.click(canvas.getByRole("heading", { name: "Enter the reset code" }));
    await expect(await canvas.findByText("Reset code: Enter the 6-digit code.")).toBeVisible();
  }),
};

/** Arabic-Indic digits are accepted and reach the server as Latin digits. */
export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("textbox", { name: "الرقم 1 من 6" }));
    await userEvent.paste("٤٨٢٩١٣");
    await submitShowsSuccess(
      canvas,
      "تأكيد الرمز",
      "تم تأكيد الرمز. يمكنك الآن إنشاء كلمة مرور جديدة.",
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: "482913" });
  }),
};
