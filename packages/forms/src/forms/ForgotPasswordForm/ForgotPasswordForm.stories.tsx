import type { Meta, StoryObj } from "@storybook/react-vite";
import { fill, steps, submitShowsSuccess, submitShowsSummary, succeed } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { ForgotPasswordForm } from "./ForgotPasswordForm";

const meta = {
  title: "Forms/Comics/ForgotPasswordForm",
  component: ForgotPasswordForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed(), loginHref: "#login" },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    await submitShowsSummary(canvas, "Send the code", "There is a problem", [
      ["Email: This field is required.", "#forgot-email"],
    ]);
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await fill([
      [canvas.getByRole("textbox", { name: "البريد الإلكتروني" }), "reader@mail.example"],
    ]);
    await submitShowsSuccess(
      canvas,
      "إرسال الرمز",
      "أرسلنا رمزاً مكوّناً من 6 أرقام إلى \u2068reader@mail.example\u2069",
    );
  }),
};
