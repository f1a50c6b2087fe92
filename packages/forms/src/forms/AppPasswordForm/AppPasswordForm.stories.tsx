import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { steps, submitShowsSuccess, succeed } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { AppPasswordForm } from "./AppPasswordForm";

const meta = {
  title: "Forms/Comics/AppPasswordForm",
  component: AppPasswordForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed() },
} satisfies Meta<typeof AppPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, args }) => {
    const name = canvas.getByLabelText(/^Name of the reading app/);
    await expect(name).toHaveAccessibleDescription(/For example: Panels on my iPad/);
    await expect(name).toBeRequired();
    await userEvent.type(name, "KOReader");
    await submitShowsSuccess(
      canvas,
      "Make an app password",
      "The app password was made. Copy it below: it is shown only once.",
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: "KOReader" });
  }),
};

/** No name: the field says what is missing and nothing is sent. */
export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "إنشاء كلمة مرور للتطبيق" }));
    const name = canvas.getByLabelText(/^اسم تطبيق القراءة/);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(await canvas.findByRole("alert")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
};
