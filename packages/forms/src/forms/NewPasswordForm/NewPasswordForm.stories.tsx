import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { fill, steps, submitShowsSuccess, submitShowsSummary, succeed } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { NewPasswordForm } from "./NewPasswordForm";

const meta = {
  title: "Forms/Comics/NewPasswordForm",
  component: NewPasswordForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed() },
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    await fill([
      [canvas.getByLabelText(/^New password/), "weak"],
      [canvas.getByLabelText(/^Confirm password/), "weaker"],
    ]);
    await submitShowsSummary(canvas, "Save", "There is a problem", [
      [
        "New password: The password must be 8-16 characters long, contain at least one uppercase letter, one lowercase letter, one special character, and at least 3 digits, and should not contain spaces.",
        "#new-password-password",
      ],
      ["Confirm password: These passwords don't match.", "#new-password-confirmPassword"],
    ]);
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    const password = canvas.getByLabelText(/^كلمة المرور الجديدة/);
    await fill([
      [password, "Abcde123!"],
      [canvas.getByLabelText(/^تأكيد كلمة المرور/), "Abcde123!"],
    ]);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText("3 أرقام على الأقل")).toHaveTextContent("مكتمل"));
    await submitShowsSuccess(canvas, "حفظ", "تم تغيير كلمة المرور. يمكنك الآن تسجيل الدخول.");
  }),
};
