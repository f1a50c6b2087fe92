import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import {
  answer,
  fill,
  steps,
  submitShowsServerError,
  submitShowsSummary,
  succeed,
} from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { ChangePasswordForm } from "./ChangePasswordForm";

const meta = {
  title: "Forms/Comics/ChangePasswordForm",
  component: ChangePasswordForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed() },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story["play"]>>[0];
type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];

const text = {
  en: {
    current: /^Current password/,
    next: /^New password/,
    confirm: /^Confirm password/,
    submit: "Change password",
    digits: "At least 3 digits",
    met: "done",
    unmet: "not yet",
    changed: "Your password has been changed. You have been logged out on your other devices.",
  },
  ar: {
    current: /^كلمة المرور الحالية/,
    next: /^كلمة المرور الجديدة/,
    confirm: /^تأكيد كلمة المرور/,
    submit: "تغيير كلمة المرور",
    digits: "3 أرقام على الأقل",
    met: "مكتمل",
    unmet: "غير مكتمل",
    changed: "تم تغيير كلمة المرور، وسُجّل خروجك من أجهزتك الأخرى.",
  },
} as const;

const fields = (canvas: Canvas, locale: "en" | "ar") => ({
  current: canvas.getByLabelText(text[locale].current),
  next: canvas.getByLabelText(text[locale].next),
  confirm: canvas.getByLabelText(text[locale].confirm),
});

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    const { current, next, confirm } = fields(canvas, "en");
    await expect(current).toHaveAttribute("autocomplete", "current-password");
    await expect(next).toHaveAttribute("autocomplete", "new-password");
    await expect(confirm).toHaveAttribute("autocomplete", "new-password");
    await fill([
      [next, "weak"],
      [confirm, "weaker"],
    ]);
    await submitShowsSummary(canvas, text.en.submit, "There is a problem", [
      ["Current password: This field is required.", "#change-password-currentPassword"],
      [
        "New password: The password must be 8-16 characters long, contain at least one uppercase letter, one lowercase letter, one special character, and at least 3 digits, and should not contain spaces.",
        "#change-password-newPassword",
      ],
      ["Confirm password: These passwords don't match.", "#change-password-confirmNewPassword"],
    ]);
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    const { next } = fields(canvas, "ar");
    await fill([[next, "Abc123"]]);
    await waitFor(() => expect(canvas.getByText(text.ar.digits)).toHaveTextContent(text.ar.met));
    await submitShowsSummary(canvas, text.ar.submit, "توجد مشكلة", [
      ["حقل كلمة المرور الحالية: هذا الحقل مطلوب.", "#change-password-currentPassword"],
      [
        "حقل كلمة المرور الجديدة: يجب أن تتكون كلمة المرور من 8 إلى 16 حرفاً، وأن تحتوي على حرف كبير واحد على الأقل وحرف صغير واحد ورمز خاص واحد و3 أرقام على الأقل، وألا تحتوي على مسافات.",
        "#change-password-newPassword",
      ],
      ["حقل تأكيد كلمة المرور: هذا الحقل مطلوب.", "#change-password-confirmNewPassword"],
    ]);
  }),
};

/** Changed: the fields are emptied (criteria too), the message says other devices were logged out. */
const changes =
  (locale: "en" | "ar"): ((context: Context) => Promise<void>) =>
  async ({ canvas, args }) => {
    const words = text[locale];
    const { current, next, confirm } = fields(canvas, locale);
    await fill([
      [current, "Old-pass123"],
      [next, "New-pass456!"],
      [confirm, "New-pass456!"],
    ]);
    await userEvent.click(canvas.getByRole("button", { name: words.submit }));
    const status = canvas.getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent(words.changed));
    await waitFor(() => expect(status.querySelector("[tabindex]")).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: "Old-pass123",
      newPassword: "New-pass456!",
      confirmNewPassword: "New-pass456!",
    });
    const after = fields(canvas, locale);
    for (const field of Object.values(after)) await expect(field).toHaveValue("");
    await expect(canvas.getByText(words.digits)).toHaveTextContent(words.unmet);
    await expect(canvas.getByRole("button", { name: words.submit })).toBeVisible();
  };

export const ChangedEnglish: Story = { globals: { locale: "en" }, play: steps(changes("en")) };
export const ChangedArabic: Story = { globals: { locale: "ar" }, play: steps(changes("ar")) };

/** A wrong current password, from the server: on the field; the new password is kept. */
export const WrongPasswordEnglish: Story = {
  globals: { locale: "en" },
  args: { onSubmit: answer({ currentPassword: "validation.currentPassword" }) },
  play: steps(async ({ canvas }) => {
    const { current, next, confirm } = fields(canvas, "en");
    await fill([
      [current, "Forgot123!"],
      [next, "New-pass456!"],
      [confirm, "New-pass456!"],
    ]);
    await submitShowsServerError(
      canvas,
      text.en.submit,
      current,
      "The current password is not right. Enter the password you use to log in.",
      [
        [next, "New-pass456!"],
        [confirm, "New-pass456!"],
      ],
    );
  }),
};

export const WrongPasswordArabic: Story = {
  globals: { locale: "ar" },
  args: { onSubmit: answer({ currentPassword: "validation.currentPassword" }) },
  play: steps(async ({ canvas }) => {
    const { current, next, confirm } = fields(canvas, "ar");
    await fill([
      [current, "Forgot123!"],
      [next, "New-pass456!"],
      [confirm, "New-pass456!"],
    ]);
    await submitShowsServerError(
      canvas,
      text.ar.submit,
      current,
      "كلمة المرور الحالية غير صحيحة. أدخل كلمة المرور التي تسجّل بها الدخول.",
      [[next, "New-pass456!"]],
    );
  }),
};
