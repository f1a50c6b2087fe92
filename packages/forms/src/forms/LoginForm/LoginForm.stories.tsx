import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import {
  answer,
  blurShowsMessage,
  fill,
  steps,
  submitShowsServerError,
  submitShowsSuccess,
  submitShowsSummary,
  succeed,
} from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { LoginForm } from "./LoginForm";

const meta = {
  title: "Forms/Comics/LoginForm",
  component: LoginForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed(), forgotPasswordHref: "#forgot", signUpHref: "#signup" },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    await blurShowsMessage(
      canvas.getByRole("textbox", { name: "Email" }),
      "This field is required.",
    );
    await submitShowsSummary(canvas, "Log in", "There is a problem", [
      ["Email: This field is required.", "#login-email"],
      ["Password: This field is required.", "#login-password"],
    ]);
    await expect(canvas.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "#forgot",
    );
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await blurShowsMessage(canvas.getByLabelText(/^كلمة المرور/), "هذا الحقل مطلوب.");
    await submitShowsSummary(canvas, "دخول", "توجد مشكلة", [
      ["حقل البريد الإلكتروني: هذا الحقل مطلوب.", "#login-email"],
      ["حقل كلمة المرور: هذا الحقل مطلوب.", "#login-password"],
    ]);
  }),
};

export const ServerErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { onSubmit: answer({ password: "validation.fieldInvalid" }) },
  play: steps(async ({ canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email" });
    const password = canvas.getByLabelText(/^Password/);
    await fill([
      [email, "reader@mail.example"],
      [password, "Wrong123!"],
    ]);
    await submitShowsServerError(canvas, "Log in", password, "This field is invalid", [
      [email, "reader@mail.example"],
      [password, "Wrong123!"],
    ]);
  }),
};

export const ServerErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { onSubmit: answer({ password: "validation.fieldInvalid" }) },
  play: steps(async ({ canvas }) => {
    const email = canvas.getByRole("textbox", { name: "البريد الإلكتروني" });
    const password = canvas.getByLabelText(/^كلمة المرور/);
    await fill([
      [email, "reader@mail.example"],
      [password, "Wrong123!"],
    ]);
    await submitShowsServerError(canvas, "دخول", password, "هذا الحقل غير صالح", [
      [email, "reader@mail.example"],
    ]);
  }),
};

export const SuccessEnglish: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, args }) => {
    await fill([
      [canvas.getByRole("textbox", { name: "Email" }), "reader@mail.example"],
      [canvas.getByLabelText(/^Password/), "old-password"],
    ]);
    await submitShowsSuccess(canvas, "Log in", "You are now logged in.");
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: "reader@mail.example",
      password: "old-password",
    });
  }),
};

export const SuccessArabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await fill([
      [canvas.getByRole("textbox", { name: "البريد الإلكتروني" }), "reader@mail.example"],
      [canvas.getByLabelText(/^كلمة المرور/), "Abcde123!"],
    ]);
    await submitShowsSuccess(canvas, "دخول", "تم تسجيل دخولك بنجاح.");
  }),
};
